import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const ClientRegisterPage = lazyChunk('client-register', () => import(/* webpackChunkName: "client-register" */ './ClientRegisterPage'));
const SupplierRegisterPage = lazyChunk('supplier-register', () => import(/* webpackChunkName: "supplier-register" */ './supplier/SupplierRegisterPage'));
const EmailVerifyPage = lazyChunk('email-verify', () => import(/* webpackChunkName: "email-verify" */ './EmailVerifyPage'));
const ForgetPasswordPage = lazyChunk('forget-password', () => import(/* webpackChunkName: "forget-password" */ './ForgetPasswordPage'));
const OAuthCallbackPage = lazyChunk('oauth-callback', () => import(/* webpackChunkName: "oauth-callback" */ './OAuthCallbackPage'));

/** Guest pages of identity (registration, verification, password recovery, social sign-in), by route path. */
export const AUTH_PAGES: Record<string, ReactNode> = {
  '/client-register': <ClientRegisterPage />,
  '/service-provider-register': <SupplierRegisterPage />,
  '/emailverify/:id/:type': <EmailVerifyPage />,
  '/forget-password/:type': <ForgetPasswordPage />,
  '/oauth/callback': <OAuthCallbackPage />,
};
