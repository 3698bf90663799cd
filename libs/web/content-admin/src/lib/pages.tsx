import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

// Every screen is its own lazy chunk, so the remote's initial JavaScript does not grow with them.
const CataloguePage = lazyChunk(
  'admin-content-catalogue',
  () => import(/* webpackChunkName: "admin-content-catalogue" */ './screens/CataloguePage'),
);
const ToolsPage = lazyChunk(
  'admin-content-tools',
  () => import(/* webpackChunkName: "admin-content-tools" */ './screens/ToolsPage'),
);
const CmsPage = lazyChunk(
  'admin-content-cms',
  () => import(/* webpackChunkName: "admin-content-cms" */ './screens/CmsPage'),
);
const FaqPage = lazyChunk(
  'admin-content-faq',
  () => import(/* webpackChunkName: "admin-content-faq" */ './screens/FaqPage'),
);
const TestimonialPage = lazyChunk(
  'admin-content-testimonials',
  () => import(/* webpackChunkName: "admin-content-testimonials" */ './screens/TestimonialPage'),
);
const LogoPage = lazyChunk(
  'admin-content-logos',
  () => import(/* webpackChunkName: "admin-content-logos" */ './screens/LogoPage'),
);
const DeadLettersPage = lazyChunk(
  'admin-dead-letters',
  () => import(/* webpackChunkName: "admin-dead-letters" */ './screens/DeadLettersPage'),
);

/** Admin screens for content and catalogues, by route path. */
export const CONTENT_PAGES: Record<string, ReactNode> = {
  '/add-Service': <CataloguePage kind="services" />,
  '/add-Service/tools/:id': <ToolsPage />,
  '/add-language': <CataloguePage kind="languages" />,
  '/shift': <CataloguePage kind="shifts" />,
  '/admin/skilllist': <CataloguePage kind="skills" />,
  '/cms': <CmsPage />,
  '/faq': <FaqPage />,
  '/testimonial': <TestimonialPage />,
  '/add-logo': <LogoPage />,
  '/admin/dead-letters': <DeadLettersPage />,
};
