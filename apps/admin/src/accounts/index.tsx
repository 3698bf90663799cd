import { AdminAccountListRoute, AdminAccountProfileRoute, ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import type { ReactNode } from 'react';

/** Admin screens for client and supplier accounts, by route path. */
export const ACCOUNT_PAGES: Record<string, ReactNode> = {
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  '/client': <AdminAccountListRoute type="client" />,
  '/supplier': <AdminAccountListRoute type="supplier" />,
  '/profile/:id/:type': <AdminAccountProfileRoute />,
};
