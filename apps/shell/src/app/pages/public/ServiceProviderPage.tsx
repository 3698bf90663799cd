import { LandingPage } from './LandingPage';

/** /service-provider: landing page for suppliers. */
export default function ServiceProviderPage() {
  return <LandingPage audience="supplier" />;
}
