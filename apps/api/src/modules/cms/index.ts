/**
 * Public entry of the cms module: CMS pages, catalogues, FAQs, testimonials, logos, home slides, inquiries, sitemap and robots.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { CmsModule } from './cms.module';
