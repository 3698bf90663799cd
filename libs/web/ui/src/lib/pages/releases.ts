/** Which release brings a page that is still a placeholder, keyed by the route's title key. */
const RELEASE_OF_PAGE: Record<string, string> = {
  ...Object.fromEntries(
    ['emailVerify', 'forgetPassword', 'supplierRegister', 'clientRegister', 'deleteAccount', 'profile', 'updatePassword', 'adminProfile', 'clients', 'suppliers'].map(
      (k) => [k, 'accounts'],
    ),
  ),
  ...Object.fromEntries(
    ['home', 'cmsPage', 'aboutUs', 'contactUs', 'faqs', 'company', 'serviceProvider', 'category', 'services', 'serviceTools', 'languages', 'logos', 'testimonials', 'cms', 'faq', 'shifts', 'skills'].map(
      (k) => [k, 'content'],
    ),
  ),
  ...Object.fromEntries(
    ['jobs', 'awardedJobs', 'completedJobs', 'jobList', 'jobView', 'appliedJobs', 'savedJobs', 'relevantJobs', 'supplierDetails', 'jobsPost', 'jobsEdit', 'applyJob', 'adminAwardedJobs', 'adminFeedback'].map(
      (k) => [k, 'jobs'],
    ),
  ),
  workers: 'workers',
  addWorker: 'workers',
  editWorker: 'workers',
  meetings: 'meetings',
  adminMeetings: 'meetings',
  messages: 'chat',
  chat: 'chat',
  adminMessages: 'chat',
  hoursLogged: 'invoices',
  invoiceList: 'invoices',
  invoiceView: 'invoices',
  autoInvoice: 'invoices',
  invoiceCreate: 'invoices',
  invoiceEdit: 'invoices',
  notification: 'notifications',
};

/** i18n key of the release that brings the page with this title key (`pages.x` or `x`). */
export function releaseKeyOf(titleKey: string): string {
  const page = titleKey.replace(/^pages\./, '');
  return `releases.${RELEASE_OF_PAGE[page] ?? 'admin'}`;
}
