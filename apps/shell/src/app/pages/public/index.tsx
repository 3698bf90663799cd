import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

// Every public page is its own lazy chunk (bundle budget: shell initial JS + one remote ≤ 200 KB gzip).
const HomePage = lazyChunk('public-home', () => import(/* webpackChunkName: "public-home" */ './HomePage'));
const CmsPage = lazyChunk('public-cms-page', () => import(/* webpackChunkName: "public-cms-page" */ './CmsPage'));
const AboutUsPage = lazyChunk('public-about-us', () => import(/* webpackChunkName: "public-about-us" */ './AboutUsPage'));
const ContactPage = lazyChunk('public-contact', () => import(/* webpackChunkName: "public-contact" */ './ContactPage'));
const FaqPage = lazyChunk('public-faqs', () => import(/* webpackChunkName: "public-faqs" */ './FaqPage'));
const CompanyPage = lazyChunk('public-company', () => import(/* webpackChunkName: "public-company" */ './CompanyPage'));
const ServiceProviderPage = lazyChunk('public-service-provider', () => import(/* webpackChunkName: "public-service-provider" */ './ServiceProviderPage'));
const CategoryPage = lazyChunk('public-category', () => import(/* webpackChunkName: "public-category" */ './CategoryPage'));
const DeleteAccountPage = lazyChunk('public-delete-account', () => import(/* webpackChunkName: "public-delete-account" */ './DeleteAccountPage'));

/** Public pages of the site (§2 public routes), by route path. */
export const PUBLIC_PAGES: Record<string, ReactNode> = {
  '/': <HomePage />,
  '/cms-page/:slug': <CmsPage />,
  '/about-us': <AboutUsPage />,
  '/contact-us': <ContactPage />,
  '/faqs': <FaqPage />,
  '/company': <CompanyPage />,
  '/service-provider': <ServiceProviderPage />,
  '/category': <CategoryPage />,
  '/delete-account': <DeleteAccountPage />,
};

/**
 * Starts loading the chunk of a public page opened directly (bootstrap calls it before it awaits the
 * runtime manifest), so the first render shows the page instead of its loading state.
 */
export function preloadPublicPage(pathname: string): void {
  if (pathname === '/') void HomePage.preload();
}
