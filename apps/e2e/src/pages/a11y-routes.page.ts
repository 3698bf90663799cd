import { API_PATHS, INVOICE_PATHS, USER_TYPES, type AppRouteDefinition, type UserType } from '@fachwerk/shared/contracts';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { apiAs } from './chat.page';

/** Who opens a route in the accessibility suite (a11y-routes.e2e.ts): a guest or a logged-in role. */
export type Visitor = 'guest' | UserType;

/** Ids of the seeded demo data the parameterised routes are opened with (resolved through the API). */
export interface RouteIds {
  clientId: string;
  supplierId: string;
  /** an open job of the demo client with the demo supplier's pending application (seeded) */
  openJobId: string;
  /** the demo supplier's work in progress for the demo client (seeded) */
  awardId: string;
  chatId: string;
  invoice: { id: string; jobId: string; clientId: string; supplierId: string };
  workerId: string;
  serviceId: string;
  cmsSlug: string;
}

export interface A11yRoute {
  path: string;
  roles: readonly Visitor[];
  url: (ids: RouteIds) => string;
}

const GUEST = ['guest'] as const;
const EVERYBODY = ['guest', ...USER_TYPES] as const;
const LOGGED_IN = USER_TYPES;
const fixed = (path: string, roles: readonly Visitor[]): A11yRoute => ({ path, roles, url: () => path });
const invoicePath = (prefix: string, { invoice }: RouteIds, withId = true) =>
  `${prefix}/${invoice.jobId}/${invoice.clientId}/${invoice.supplierId}${withId ? `/${invoice.id}` : ''}`;

/**
 * Every route of specification §2 (and the routes added since: messages, meetings, work logs, invoices,
 * dead letters, the OAuth callback) with the visitors allowed on it and the URL it is opened with.
 * a11y-routes.e2e.ts checks that this is exactly the router's table (contracts APP_ROUTES).
 */
export const A11Y_ROUTES: readonly A11yRoute[] = [
  // guest routes
  fixed('/get-started', GUEST),
  { path: '/login/:type', roles: GUEST, url: () => '/login/client' },
  { path: '/emailverify/:id/:type', roles: GUEST, url: (ids) => `/emailverify/${ids.clientId}/client` },
  { path: '/forget-password/:type', roles: GUEST, url: () => '/forget-password/supplier' },
  fixed('/service-provider-register', GUEST),
  fixed('/client-register', GUEST),
  { path: '/oauth/callback', roles: GUEST, url: () => '/oauth/callback?error=denied' },
  // public routes
  fixed('/', EVERYBODY),
  { path: '/cms-page/:slug', roles: EVERYBODY, url: (ids) => `/cms-page/${ids.cmsSlug}` },
  fixed('/about-us', EVERYBODY),
  fixed('/contact-us', EVERYBODY),
  fixed('/delete-account', EVERYBODY),
  fixed('/faqs', EVERYBODY),
  fixed('/company', EVERYBODY),
  fixed('/service-provider', EVERYBODY),
  fixed('/category', EVERYBODY),
  // logged-in routes, dashboard layout
  fixed('/notification', LOGGED_IN),
  fixed('/dashboard', LOGGED_IN),
  fixed('/profile', LOGGED_IN),
  fixed('/update-password', LOGGED_IN),
  fixed('/meetings', LOGGED_IN),
  fixed('/messages', LOGGED_IN),
  { path: '/messages/chat/:chatId', roles: LOGGED_IN, url: (ids) => `/messages/chat/${ids.chatId}` },
  {
    path: '/awarded-jobs/hours-logged/:id/:clientId',
    roles: LOGGED_IN,
    url: (ids) => `/awarded-jobs/hours-logged/${ids.awardId}/${ids.clientId}`,
  },
  fixed('/jobs', LOGGED_IN),
  fixed('/awarded-jobs', LOGGED_IN),
  fixed('/completed-jobs', LOGGED_IN),
  fixed('/invoice/list', LOGGED_IN),
  // logged-in routes, public layout
  fixed('/job-list', LOGGED_IN),
  { path: '/job-list/:id', roles: LOGGED_IN, url: (ids) => `/job-list/${ids.openJobId}` },
  { path: '/jobs-view/:id', roles: LOGGED_IN, url: (ids) => `/jobs-view/${ids.openJobId}` },
  {
    path: '/invoice-view/:jobId/:clientId/:supplierId/:invoiceId',
    roles: LOGGED_IN,
    url: (ids) => invoicePath('/invoice-view', ids),
  },
  {
    path: '/auto-invoice/:jobId/:clientId/:supplierId/:invoiceId',
    roles: LOGGED_IN,
    url: (ids) => invoicePath('/auto-invoice', ids),
  },
  { path: '/invoice-view/:invoiceId', roles: LOGGED_IN, url: (ids) => `/invoice-view/${ids.invoice.id}` },
  // supplier only
  fixed('/worker', ['supplier']),
  fixed('/add-worker', ['supplier']),
  { path: '/worker/edit-worker/:id', roles: ['supplier'], url: (ids) => `/worker/edit-worker/${ids.workerId}` },
  { path: '/invoice/:jobId/:clientId/:supplierId', roles: ['supplier'], url: (ids) => invoicePath('/invoice', ids, false) },
  { path: '/invoice/:jobId/:clientId/:supplierId/:invoiceId', roles: ['supplier'], url: (ids) => invoicePath('/invoice', ids) },
  fixed('/applied-jobs', ['supplier']),
  fixed('/saved-jobs', ['supplier']),
  fixed('/relevant-jobs', ['supplier']),
  // client only
  {
    path: '/supplier-details/:id/:Jobid',
    roles: ['client'],
    url: (ids) => `/supplier-details/${ids.supplierId}/${ids.openJobId}`,
  },
  fixed('/jobs-post', ['client']),
  { path: '/jobs-edit/:id', roles: ['client'], url: (ids) => `/jobs-edit/${ids.openJobId}` },
  { path: '/apply-job/:id', roles: ['client'], url: (ids) => `/apply-job/${ids.openJobId}` },
  // admin only
  { path: '/profile/:id/:type', roles: ['admin'], url: (ids) => `/profile/${ids.supplierId}/supplier` },
  fixed('/add-Service', ['admin']),
  { path: '/add-Service/tools/:id', roles: ['admin'], url: (ids) => `/add-Service/tools/${ids.serviceId}` },
  fixed('/add-language', ['admin']),
  fixed('/add-logo', ['admin']),
  fixed('/client', ['admin']),
  fixed('/supplier', ['admin']),
  fixed('/testimonial', ['admin']),
  fixed('/cms', ['admin']),
  fixed('/faq', ['admin']),
  fixed('/shift', ['admin']),
  fixed('/admin/meetings', ['admin']),
  fixed('/admin/message', ['admin']),
  fixed('/admin/awarded-jobs', ['admin']),
  fixed('/admin/feedback', ['admin']),
  fixed('/admin/skilllist', ['admin']),
  fixed('/admin/dead-letters', ['admin']),
];

/** Who may open a route of the router: its guard's audience (§2 route guards). */
export function rolesAllowed(route: AppRouteDefinition): readonly Visitor[] {
  if (route.access === 'guest' || route.access === 'registration') return GUEST;
  if (route.access === 'public') return EVERYBODY;
  return route.roles ?? LOGGED_IN;
}

type Listed<T> = T[] | { items: T[] };
const itemsOf = <T>(data: Listed<T>): T[] => (Array.isArray(data) ? data : data.items);
/** The seeded row: the oldest (other journeys add theirs while the suite runs; lists are newest first). */
const oldest = <T extends { createdAt?: string }>(rows: T[], what: string): T => {
  const row = rows.every((r) => r.createdAt)
    ? [...rows].sort((a, b) => a.createdAt!.localeCompare(b.createdAt!))[0]
    : rows[rows.length - 1];
  if (!row) throw new Error(`no seeded ${what}`);
  return row;
};

let resolved: Promise<RouteIds> | undefined;

/** The seeded ids, looked up once per worker through the API as the demo client and supplier. */
export function resolveRouteIds(): Promise<RouteIds> {
  resolved ??= (async () => {
    const client = await apiAs('client');
    const supplier = await apiAs('supplier');
    try {
      const applications = itemsOf(
        await supplier.call<Listed<{ jobId?: string; job?: { _id: string }; status: string; createdAt?: string }>>(
          `${API_PATHS.applications.mine}?limit=100`,
        ),
      ).filter((a) => a.status === 'pending');
      const pending = oldest(applications, 'pending application');
      const awards = itemsOf(
        await supplier.call<Listed<{ _id: string; client: { _id: string }; createdAt?: string }>>(
          `${API_PATHS.awards.list}?status[]=in_progress&limit=100`,
        ),
      );
      const chats = itemsOf(await supplier.call<Listed<{ _id: string; createdAt?: string }>>(`${CHAT_PATHS.list}?limit=100`));
      const invoices = itemsOf(
        await supplier.call<
          Listed<{ _id: string; status: string; jobId: string | null; client: { _id: string }; supplier: { _id: string }; createdAt: string }>
        >(`${INVOICE_PATHS.list}?limit=100`),
      ).filter((i) => i.status === 'issued' && i.jobId);
      const invoice = oldest(invoices, 'issued invoice');
      const workers = itemsOf(await supplier.call<Listed<{ _id: string; createdAt?: string }>>(`${API_PATHS.workers.list}?limit=100`));
      const services = itemsOf(await client.call<Listed<{ _id: string }>>(API_PATHS.catalogue('services')));
      const cms = itemsOf(await client.call<Listed<{ slug: string }>>(API_PATHS.cmsPages));
      return {
        clientId: client.id,
        supplierId: supplier.id,
        openJobId: pending.jobId ?? pending.job!._id,
        awardId: oldest(awards, 'work in progress')._id,
        chatId: oldest(chats, 'conversation')._id,
        invoice: { id: invoice._id, jobId: invoice.jobId!, clientId: invoice.client._id, supplierId: invoice.supplier._id },
        workerId: oldest(workers, 'worker')._id,
        serviceId: services[0]!._id,
        cmsSlug: cms[0]!.slug,
      };
    } finally {
      await client.api.dispose();
      await supplier.api.dispose();
    }
  })();
  return resolved;
}
