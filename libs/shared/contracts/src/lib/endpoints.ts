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
    export: '/accounts/me/export',
  },
  admin: {
    accounts: '/admin/accounts',
    account: (id: string) => `/admin/accounts/${id}`,
    approve: (id: string) => `/admin/accounts/${id}/approve`,
    reject: (id: string) => `/admin/accounts/${id}/reject`,
    activate: (id: string) => `/admin/accounts/${id}/activate`,
    deactivate: (id: string) => `/admin/accounts/${id}/deactivate`,
    auditLog: '/admin/audit-log',
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
  /** GET /files/:id serves an upload to those allowed to see it */
  files: '/files',
  notifications: {
    list: '/notifications',
    unreadCount: '/notifications/unread-count',
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
