import type { UserType } from './roles';

/**
 * Every screen of specification §2. The shell builds its router from this table;
 * remotes provide the elements for the logged-in routes of their role.
 *
 * access:
 * - guest: guests only (logged-in users go to /dashboard)
 * - registration: guests only, the registration guard (any logged-in user, admins included, goes to /dashboard)
 * - public: everybody
 * - auth: logged-in only (no token → /get-started); with `roles`, a wrong role goes to /dashboard
 */
export type RouteAccess = 'guest' | 'registration' | 'public' | 'auth';
export type RouteLayout = 'public' | 'dashboard';

export interface AppRouteDefinition {
  /** react-router path pattern */
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Roles allowed (auth routes only); absent = every logged-in role. */
  roles?: readonly UserType[];
  /** i18n key of the page title */
  titleKey: string;
}

const guest = (path: string, titleKey: string, access: RouteAccess = 'guest'): AppRouteDefinition => ({
  path,
  access,
  layout: 'public',
  titleKey,
});
const pub = (path: string, titleKey: string): AppRouteDefinition => ({
  path,
  access: 'public',
  layout: 'public',
  titleKey,
});
const auth = (
  path: string,
  titleKey: string,
  layout: RouteLayout,
  roles?: readonly UserType[],
): AppRouteDefinition =>
  roles ? { path, access: 'auth', layout, roles, titleKey } : { path, access: 'auth', layout, titleKey };

const SUPPLIER = ['supplier'] as const;
const CLIENT = ['client'] as const;
const ADMIN = ['admin'] as const;

export const APP_ROUTES: readonly AppRouteDefinition[] = [
  // Guest routes
  guest('/get-started', 'pages.getStarted'),
  guest('/login/:type', 'pages.login'),
  guest('/emailverify/:id/:type', 'pages.emailVerify'),
  guest('/forget-password/:type', 'pages.forgetPassword'),
  guest('/service-provider-register', 'pages.supplierRegister', 'registration'),
  guest('/client-register', 'pages.clientRegister', 'registration'),
  guest('/oauth/callback', 'oauth.title'),
  // Public routes
  pub('/', 'pages.home'),
  pub('/cms-page/:slug', 'pages.cmsPage'),
  pub('/about-us', 'pages.aboutUs'),
  pub('/contact-us', 'pages.contactUs'),
  pub('/delete-account', 'pages.deleteAccount'),
  pub('/faqs', 'pages.faqs'),
  pub('/company', 'pages.company'),
  pub('/service-provider', 'pages.serviceProvider'),
  pub('/category', 'pages.category'),
  // Logged-in, dashboard layout
  auth('/notification', 'pages.notification', 'dashboard'),
  auth('/dashboard', 'pages.dashboard', 'dashboard'),
  auth('/profile', 'pages.profile', 'dashboard'),
  auth('/update-password', 'pages.updatePassword', 'dashboard'),
  auth('/meetings', 'pages.meetings', 'dashboard'),
  auth('/messages', 'pages.messages', 'dashboard'),
  auth('/messages/chat/:chatId', 'pages.chat', 'dashboard'),
  auth('/awarded-jobs/hours-logged/:id/:clientId', 'pages.hoursLogged', 'dashboard'),
  auth('/jobs', 'pages.jobs', 'dashboard'),
  auth('/awarded-jobs', 'pages.awardedJobs', 'dashboard'),
  auth('/completed-jobs', 'pages.completedJobs', 'dashboard'),
  auth('/invoice/list', 'pages.invoiceList', 'dashboard'),
  // Logged-in, public layout
  auth('/job-list', 'pages.jobList', 'public'),
  auth('/job-list/:id', 'pages.jobList', 'public'),
  auth('/jobs-view/:id', 'pages.jobView', 'public'),
  auth('/invoice-view/:jobId/:clientId/:supplierId/:invoiceId', 'pages.invoiceView', 'public'),
  auth('/auto-invoice/:jobId/:clientId/:supplierId/:invoiceId', 'pages.autoInvoice', 'public'),
  // invoices: the invoiceReceived notification links the view by id
  auth('/invoice-view/:invoiceId', 'pages.invoiceView', 'public'),
  // Supplier only
  auth('/worker', 'pages.workers', 'dashboard', SUPPLIER),
  auth('/add-worker', 'pages.addWorker', 'dashboard', SUPPLIER),
  auth('/worker/edit-worker/:id', 'pages.editWorker', 'dashboard', SUPPLIER),
  auth('/invoice/:jobId/:clientId/:supplierId', 'pages.invoiceCreate', 'dashboard', SUPPLIER),
  auth('/invoice/:jobId/:clientId/:supplierId/:invoiceId', 'pages.invoiceEdit', 'dashboard', SUPPLIER),
  auth('/applied-jobs', 'pages.appliedJobs', 'dashboard', SUPPLIER),
  auth('/saved-jobs', 'pages.savedJobs', 'dashboard', SUPPLIER),
  auth('/relevant-jobs', 'pages.relevantJobs', 'dashboard', SUPPLIER),
  // Client only
  auth('/supplier-details/:id/:Jobid', 'pages.supplierDetails', 'dashboard', CLIENT),
  auth('/jobs-post', 'pages.jobsPost', 'dashboard', CLIENT),
  auth('/jobs-edit/:id', 'pages.jobsEdit', 'dashboard', CLIENT),
  auth('/apply-job/:id', 'pages.applyJob', 'dashboard', CLIENT),
  // Admin only
  auth('/profile/:id/:type', 'pages.adminProfile', 'dashboard', ADMIN),
  auth('/add-Service', 'pages.services', 'dashboard', ADMIN),
  auth('/add-Service/tools/:id', 'pages.serviceTools', 'dashboard', ADMIN),
  auth('/add-language', 'pages.languages', 'dashboard', ADMIN),
  auth('/add-logo', 'pages.logos', 'dashboard', ADMIN),
  auth('/client', 'pages.clients', 'dashboard', ADMIN),
  auth('/supplier', 'pages.suppliers', 'dashboard', ADMIN),
  auth('/testimonial', 'pages.testimonials', 'dashboard', ADMIN),
  auth('/cms', 'pages.cms', 'dashboard', ADMIN),
  auth('/faq', 'pages.faq', 'dashboard', ADMIN),
  auth('/shift', 'pages.shifts', 'dashboard', ADMIN),
  auth('/admin/meetings', 'pages.adminMeetings', 'dashboard', ADMIN),
  auth('/admin/message', 'pages.adminMessages', 'dashboard', ADMIN),
  auth('/admin/awarded-jobs', 'pages.adminAwardedJobs', 'dashboard', ADMIN),
  auth('/admin/feedback', 'pages.adminFeedback', 'dashboard', ADMIN),
  auth('/admin/skilllist', 'pages.skills', 'dashboard', ADMIN),
  auth('/admin/dead-letters', 'pages.deadLetters', 'dashboard', ADMIN),
];

/** Paths the guards redirect to. */
/**
 * The logged-in pages an account that is not approved yet may open (§8): its profile, its password and
 * its notifications (the API allows their calls). Every other logged-in page sends it to /profile.
 */
export const UNAPPROVED_PAGES: readonly string[] = ['/profile', '/update-password', '/notification'];

export const REDIRECTS = {
  loggedInHome: '/dashboard',
  loggedOutHome: '/get-started',
  afterLogout: '/',
  unapproved: '/profile',
} as const;

export interface MenuItem {
  /** i18n key under `menu.` */
  key: string;
  path: string;
}

/** Dashboard side menu per role, in the order of specification §2. */
export const SIDE_MENU: Record<UserType, readonly MenuItem[]> = {
  client: [
    { key: 'dashboard', path: '/dashboard' },
    { key: 'updateProfile', path: '/profile' },
    { key: 'updatePassword', path: '/update-password' },
    { key: 'jobs', path: '/jobs' },
    { key: 'awardedJobs', path: '/awarded-jobs' },
    { key: 'completedJobs', path: '/completed-jobs' },
    { key: 'meetings', path: '/meetings' },
    { key: 'messages', path: '/messages' },
    { key: 'notification', path: '/notification' },
    { key: 'invoiceHistory', path: '/invoice/list' },
  ],
  supplier: [
    { key: 'dashboard', path: '/dashboard' },
    { key: 'updateProfile', path: '/profile' },
    { key: 'updatePassword', path: '/update-password' },
    { key: 'myTeam', path: '/worker' },
    { key: 'jobs', path: '/jobs' },
    { key: 'savedJobs', path: '/saved-jobs' },
    { key: 'appliedJobs', path: '/applied-jobs' },
    { key: 'awardedJobs', path: '/awarded-jobs' },
    { key: 'completedJobs', path: '/completed-jobs' },
    { key: 'relevantJobs', path: '/relevant-jobs' },
    // not in the specification's list, but suppliers attend meetings (§2) and had no way to them
    { key: 'meetings', path: '/meetings' },
    { key: 'messages', path: '/messages' },
    { key: 'notification', path: '/notification' },
    { key: 'invoiceHistory', path: '/invoice/list' },
  ],
  admin: [
    { key: 'dashboard', path: '/dashboard' },
    { key: 'updatePassword', path: '/update-password' },
    { key: 'manageClients', path: '/client' },
    { key: 'manageSuppliers', path: '/supplier' },
    { key: 'jobs', path: '/jobs' },
    { key: 'awardedJobs', path: '/awarded-jobs' },
    { key: 'completedJobs', path: '/completed-jobs' },
    { key: 'manageMeetings', path: '/admin/meetings' },
    { key: 'manageMessages', path: '/admin/message' },
    { key: 'notification', path: '/notification' },
    { key: 'invoiceHistory', path: '/invoice/list' },
    { key: 'manageFeedbacks', path: '/admin/feedback' },
    { key: 'services', path: '/add-Service' },
    { key: 'languages', path: '/add-language' },
    { key: 'logoBoards', path: '/add-logo' },
    { key: 'testimonials', path: '/testimonial' },
    { key: 'cmsPages', path: '/cms' },
    { key: 'faqs', path: '/faq' },
    { key: 'shifts', path: '/shift' },
    { key: 'skills', path: '/admin/skilllist' },
    { key: 'deadLetters', path: '/admin/dead-letters' },
  ],
};

/** Paths a role may open (role-restricted routes that include it, plus unrestricted auth routes). */
export const routesForRole = (role: UserType): AppRouteDefinition[] =>
  APP_ROUTES.filter((r) => r.access === 'auth' && (!r.roles || r.roles.includes(role)));

/**
 * Router state of a link that opens an item beside its list (master–detail): the shell keeps the
 * page's scroll position instead of starting the new path at its top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;
