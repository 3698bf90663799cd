/** Business constants and limits (specification §9). */
export const DEFAULT_LANGUAGE = 'de' as const;
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const LOCALE = 'de-DE';
export const CURRENCY = 'EUR';
export const TIME_ZONE = 'Europe/Berlin';

/** Toasts for request feedback: 2000 ms, top-center. The toast container default: 5000 ms, top-right, 80 % drag threshold. */
export const REQUEST_TOAST = { autoClose: 2000, position: 'top-center' } as const;
export const TOAST_CONTAINER_DEFAULTS = {
  autoClose: 5000,
  position: 'top-right',
  draggablePercent: 80,
} as const;

export const UNAPPROVED_REDIRECT_MS = 1000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

/** Exact server message for an unapproved account (§8); the client recognises it on a successful response too. */
export const NOT_APPROVED_MESSAGE_DE = 'Ihr Konto ist nicht genehmigt. Bitte warten Sie auf die Genehmigung.';
export const NETWORK_ERROR_MESSAGE_DE = 'Etwas ist schiefgegangen';
export const INVALID_FILE_FORMAT_MESSAGE = 'Invalid file Formate';
export const BLOCKED_CHAT_MESSAGE =
  "You can't reply to this conversation, You are blocked. Please contact the team of the platform for further process";

export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'N'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** The 16 German federal states; the UI adds "Alle auswählen" (select all). */
export const FEDERAL_STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
] as const;
export type FederalState = (typeof FEDERAL_STATES)[number];
export const SELECT_ALL_REGIONS_LABEL = 'Alle auswählen';

export const DEFAULT_DIAL_CODE = '+49';
export const MAX_DAILY_HOURS = 24;
export const MAX_WEEKLY_HOURS = 168;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_CODE_LENGTH = 6;

export const JOB_TYPES = ['fixedBudget', 'resource'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const WORKER_JOB_TYPES = ['fullTime', 'halfTime', 'hourly', 'contract', 'remote'] as const;
export type WorkerJobType = (typeof WORKER_JOB_TYPES)[number];
export const EXPERIENCE_LEVELS = ['Fresher', 'Medium', 'Expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const WORKER_DEFAULTS = {
  dialCode: DEFAULT_DIAL_CODE,
  jobType: 'fullTime',
  proficiency: 'fresher',
  termAndCondition: 0,
  isAddFavorite: 0,
} as const;

/** Invoice terms: late interest 10 percentage points above the ECB base rate, plus a flat 40.00 € fee. */
export const LATE_INTEREST_POINTS_ABOVE_BASE_RATE = 10;
export const LATE_FEE_CENTS = 4000;

/** Upload slots and the file types each accepts (checked by content on the server). */
export const UPLOAD_TYPE_SETS = {
  images: ['png', 'jpg', 'jpeg'],
  documents: ['doc', 'pdf'],
  general: ['png', 'jpg', 'jpeg', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'csv'],
} as const;
export type UploadSlot = keyof typeof UPLOAD_TYPE_SETS;
export const UPLOAD_FIELD_NAME = 'images';

/** Client-side action kinds of §3; each maps to a store slice. */
export const CLIENT_ACTION_KINDS = [
  'PROFILE',
  'REGISTER',
  'ADDWORKER',
  'EDITWORKER',
  'NOTIFICATION',
  'COMMONINFO',
  'PATHNAME',
] as const;
export type ClientActionKind = (typeof CLIENT_ACTION_KINDS)[number];

/** Session keys in local storage (§3 session data). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  language: 'language',
  consent: 'consent',
} as const;

/** Demo accounts created by the seed; the password is the same for all. */
export const DEMO_PASSWORD = 'Fachwerk!2026';
export const DEMO_ACCOUNTS = {
  admin: 'admin@fachwerk.test',
  client: 'client@fachwerk.test',
  supplier: 'supplier@fachwerk.test',
} as const;
