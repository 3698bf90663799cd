import { CmsPageView } from './CmsPage';

/** The CMS entry behind /about-us (seeded by the content API). */
export const ABOUT_US_SLUG = 'ueber-uns';

/** /about-us */
export default function AboutUsPage() {
  return <CmsPageView slug={ABOUT_US_SLUG} />;
}
