import { LandingPage } from './LandingPage';

/** /company: landing page for clients. */
export default function CompanyPage() {
  return <LandingPage audience="company" />;
}
