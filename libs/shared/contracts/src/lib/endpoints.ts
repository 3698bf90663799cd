/**
 * API paths under API_PREFIX (/api/v1), shared by server controllers and web clients.
 * Extend in the same style; never change a published path.
 */
export const API_PATHS = {
  health: '/health',
  healthLive: '/health/live',
  auth: {
    login: '/auth/login',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    me: '/auth/me',
    signup: (type: string) => `/auth/signup/${type}`,
    emailVerify: '/auth/email-verify',
    resendCode: '/auth/resend-code',
    forgotPassword: '/auth/forgot-password',
    verifyOtp: '/auth/verify-otp',
    resetPassword: '/auth/reset-password',
    changePassword: '/auth/change-password',
    /** GET the own live sessions (signed-in devices, ASVS 5.0 V7.5.2) */
    sessions: '/auth/sessions',
    /** POST {currentPassword}: ends one own session (the current one too: that is a logout) */
    endSession: (id: string) => `/auth/sessions/${id}/end`,
    /** POST {currentPassword}: ends every own session except the current one */
    endOtherSessions: '/auth/sessions/end-others',
    providers: '/auth/providers',
    /** GET: redirects to the provider; its callback redirects to the shell */
    oauthStart: (provider: string) => `/auth/oauth/${provider}`,
    oauthCallback: (provider: string) => `/auth/oauth/${provider}/callback`,
    oauthComplete: '/auth/oauth/complete',
    /** POST {code}: the one-time code of the callback redirect → tokens (never put in a URL) */
    oauthExchange: '/auth/oauth/exchange',
  },
  accounts: {
    me: '/accounts/me',
    /** GET the latest export's state, POST request a new one (prepared by the worker) */
    export: '/accounts/me/export',
    /** GET the prepared ZIP (the account only, until it expires) */
    exportDownload: (id: string) => `/accounts/me/export/${id}/download`,
  },
  admin: {
    accounts: '/admin/accounts',
    account: (id: string) => `/admin/accounts/${id}`,
    approve: (id: string) => `/admin/accounts/${id}/approve`,
    reject: (id: string) => `/admin/accounts/${id}/reject`,
    activate: (id: string) => `/admin/accounts/${id}/activate`,
    deactivate: (id: string) => `/admin/accounts/${id}/deactivate`,
    auditLog: '/admin/audit-log',
    /** Side effects (mails, PDFs) that failed every attempt; an admin sees and retries them */
    deadLetters: '/admin/dead-letters',
    deadLetterRetry: (id: string) => `/admin/dead-letters/${id}/retry`,
  },
  geoAutocomplete: '/geo/autocomplete',
  content: '/content',
  home: '/home',
  /** `/${kind}` and `/${kind}/:id` for kind in CATALOGUE_KINDS */
  catalogue: (kind: string) => `/${kind}`,
  serviceTools: (serviceId: string) => `/services/${serviceId}/tools`,
  tools: '/tools',
  toolLists: '/tools/lists',
  cmsPages: '/cms-pages',
  /** GET by slug (public) */
  cmsPageBySlug: (slug: string) => `/cms-pages/slug/${slug}`,
  faqs: '/faqs',
  testimonials: '/testimonials',
  logos: '/logos',
  homeSlides: '/home-slides',
  inquiries: '/inquiries',
  uploads: '/uploads',
  /** POST (guests): a registration document (résumé, certificate) before the account exists */
  registrationUploads: '/uploads/registration',
  /** GET /files/:id serves an upload to those allowed to see it */
  files: '/files',
  notifications: {
    list: '/notifications',
    unreadCount: '/notifications/unread-count',
    /** POST: mark one read */
    read: (id: string) => `/notifications/${id}/read`,
    /** POST: mark all read */
    readAll: '/notifications/read-all',
  },
  /** Jobs (see jobs.ts for the life cycles and shapes). */
  jobs: {
    /** GET search (supplier, admin); POST create (client) */
    list: '/jobs',
    /** GET the client's own jobs with counts per status */
    mine: '/jobs/mine',
    /** GET the supplier's saved jobs */
    saved: '/jobs/saved',
    /** GET open jobs ranked by fit with the supplier's profile */
    relevant: '/jobs/relevant',
    /** GET (owner, admin, suppliers while open or when they applied); PATCH, DELETE (owner) */
    one: (id: string) => `/jobs/${id}`,
    /** POST draft → open (owner) */
    publish: (id: string) => `/jobs/${id}/publish`,
    /** POST open → closed (owner) */
    close: (id: string) => `/jobs/${id}/close`,
    /** POST save, DELETE unsave (supplier) */
    save: (id: string) => `/jobs/${id}/save`,
    /** GET the job's applications (owner, admin); POST apply (supplier) */
    applications: (id: string) => `/jobs/${id}/applications`,
    /** GET what /supplier-details shows (owner, admin) */
    supplierDetails: (jobId: string, supplierId: string) => `/jobs/${jobId}/suppliers/${supplierId}`,
  },
  applications: {
    /** GET the supplier's own applications */
    mine: '/applications',
    one: (id: string) => `/applications/${id}`,
    /** POST (job owner) */
    award: (id: string) => `/applications/${id}/award`,
    /** POST (job owner) */
    reject: (id: string) => `/applications/${id}/reject`,
    /** POST (supplier, while pending) */
    withdraw: (id: string) => `/applications/${id}/withdraw`,
  },
  awards: {
    /** GET client: own jobs' awards; supplier: own awards; admin: all */
    list: '/awards',
    one: (id: string) => `/awards/${id}`,
    /** PUT named workers (supplier) */
    workers: (id: string) => `/awards/${id}/workers`,
    /** POST awarded → in_progress (supplier) */
    start: (id: string) => `/awards/${id}/start`,
    /** POST in_progress → completed (supplier) */
    complete: (id: string) => `/awards/${id}/complete`,
    /** POST completed → approved (client) */
    approve: (id: string) => `/awards/${id}/approve`,
    /** POST completed → in_progress with a reason (client) */
    rejectCompletion: (id: string) => `/awards/${id}/reject-completion`,
    /** GET the caller's and the other side's feedback; POST write own (client, supplier) */
    feedback: (id: string) => `/awards/${id}/feedback`,
  },
  workers: {
    /** GET list, POST create (supplier) */
    list: '/workers',
    /** GET, PATCH, DELETE (owning supplier; GET also admin) */
    one: (id: string) => `/workers/${id}`,
    /** PATCH {availability} (owning supplier) */
    availability: (id: string) => `/workers/${id}/availability`,
  },
  /** GET visible feedback a supplier received (any logged-in account) */
  supplierFeedback: (supplierId: string) => `/suppliers/${supplierId}/feedback`,
  /** GET the figures of the caller's role */
  dashboard: '/dashboard',
  adminJobs: {
    list: '/admin/jobs',
    /** POST {reason} */
    deactivate: (id: string) => `/admin/jobs/${id}/deactivate`,
  },
  adminFeedback: {
    list: '/admin/feedback',
    /** PATCH {hidden, reason} */
    one: (id: string) => `/admin/feedback/${id}`,
  },
} as const;

/** GET /notifications/unread-count */
export interface UnreadCountResponse {
  count: number;
}

/**
 * Runtime configuration the shell fetches before bootstrap (served beside its index.html),
 * so API and remote URLs can change without rebuilding the shell.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
export interface RuntimeConfig {
  /** API origin, e.g. http://localhost:3000 (the shell appends API_PREFIX) */
  apiUrl: string;
  /** remote name → URL of its remoteEntry.js */
  remotes: Record<'client' | 'supplier' | 'admin', string>;
}
