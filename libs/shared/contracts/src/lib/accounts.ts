/**
 * Accounts and identity. Field names follow specification §3,
 * spellings included. Dates are ISO `YYYY-MM-DD`; money (hourlyRate) in integer cents.
 */
import type { AccountStatus, ApprovalStatus, FederalState, Language, LanguageLevel } from './constants';
import type { Paginated } from './api';
import type { FileNames } from './files';
import type { RegistrableUserType, UserType } from './roles';
import type { ClientIndustry } from './law/aueg';

export interface ContactPerson {
  name: string;
  position?: string;
  dialCode?: string;
  phoneNumber?: string;
  email?: string;
}
export interface LanguageProficiency {
  /** id of a languages catalogue entry */
  language: string;
  level: LanguageLevel;
}
export interface CategoryAvailability {
  /** id of a services catalogue entry */
  category: string;
  numberOfResource: number;
  /** federal states; the UI's "Alle auswählen" selects all 16 */
  areaRegion: FederalState[];
}
export interface WorkExperience {
  workTitle: string;
  workRole: string;
  jobPeriod?: string;
}
export interface Reference {
  name: string;
  number: string;
}

/** POST /auth/signup/client */
export interface ClientRegistrationRequest {
  companyName: string;
  vat: string;
  contactPerson: ContactPerson[];
  firstName: string;
  lastName: string;
  /** default +49 (DEFAULT_DIAL_CODE) when omitted */
  dialCode?: string;
  phoneNumber: string;
  email: string;
  address: string;
  password: string;
  password_confirmation: string;
  termAndCondition: boolean;
  language?: Language;
  /** the client's industry (CLIENT_INDUSTRIES); decides the construction check of § 1b AÜG; null: not stated */
  industry?: ClientIndustry | null;
}

/** POST /auth/signup/supplier: every field of the supplier registration draft (§3). */
export interface SupplierRegistrationRequest {
  companyName: string;
  vat: string;
  contactPerson: ContactPerson[];
  companyRegistrationNumber: string;
  /** default +49 (DEFAULT_DIAL_CODE) when omitted */
  companyDialCode?: string;
  companyPhoneNumber: string;
  companyEmail: string;
  companyAddress: string;
  firstName: string;
  lastName: string;
  /** default +49 (DEFAULT_DIAL_CODE) when omitted */
  dialCode?: string;
  phoneNumber: string;
  email: string;
  address: string;
  password: string;
  password_confirmation: string;
  /** ids of services */
  serviceType: string[];
  /** ids of skills */
  specialSkillsOrExp: string[];
  languageProficiency: LanguageProficiency[];
  userDeclaration: boolean;
  license?: string;
  /** ≤ 24 */
  dailyHours: number;
  /** ≤ 168 */
  weeklyHours: number;
  categoryAvailability: CategoryAvailability[];
  /** ids of tools */
  toolsAndEquipment?: string[];
  previousWorkExperience?: WorkExperience[];
  reference?: Reference[];
  /** upload paths */
  resume?: string;
  certificate?: string;
  /** euro cents per hour */
  hourlyRate: number;
  additionalComment?: string;
  termAndCondition: boolean;
  /** IBAN */
  accountNo: string;
  accountName: string;
  branchName?: string;
  /** minimum engagement period, in days */
  minPeriod?: number;
  language?: Language;
}

export type RegistrationRequest = ClientRegistrationRequest | SupplierRegistrationRequest;

/** Answer of signup and resend: where the verification page goes next. */
export interface RegistrationResponse {
  userId: string;
  userType: RegistrableUserType;
  /** seconds until the code expires */
  codeExpiresIn: number;
}
/** POST /auth/email-verify */
export interface EmailVerifyRequest {
  userId: string;
  code: string;
}
/** POST /auth/resend-code */
export interface ResendCodeRequest {
  userId: string;
}
/** POST /auth/forgot-password (always answers the same, registered or not) */
export interface ForgotPasswordRequest {
  email: string;
  userType: UserType;
}
/** POST /auth/verify-otp → a short-lived reset token */
export interface VerifyOtpRequest {
  email: string;
  userType: UserType;
  code: string;
}
export interface VerifyOtpResponse {
  resetToken: string;
}
/** POST /auth/reset-password: revokes all sessions */
export interface ResetPasswordRequest {
  resetToken: string;
  password: string;
  password_confirmation: string;
}
/** POST /auth/change-password: revokes the other sessions */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  password_confirmation: string;
}

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/** GET /auth/providers: the social sign-in buttons to show */
export interface AuthProvidersResponse {
  providers: OAuthProvider[];
}
/** POST /auth/oauth/complete: first social sign-in chooses the account type */
export interface OAuthCompleteRequest {
  /** one-time ticket from the callback redirect */
  ticket: string;
  userType: RegistrableUserType;
}

/**
 * Shell page the OAuth callback redirects to, with `?code=` (known account: exchange it by POST
 * /auth/oauth/exchange), `?ticket=&provider=` (first sign-in: choose the account type) or `?error=`.
 */
export const OAUTH_SHELL_CALLBACK_PATH = '/oauth/callback';
export const OAUTH_CALLBACK_ERRORS = ['denied', 'failed', 'email_unverified', 'account_inactive', 'second_factor'] as const;
export type OAuthCallbackError = (typeof OAUTH_CALLBACK_ERRORS)[number];
/** POST /auth/oauth/exchange */
export interface OAuthExchangeRequest {
  code: string;
}

/** GET/PATCH /accounts/me: the account's full profile (draft fields of its type plus status). */
export interface AccountProfile extends Partial<
  Omit<SupplierRegistrationRequest, 'password' | 'password_confirmation'>
> {
  _id: string;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  profilePic: string | null;
  profilePercentage: number;
  approvalStatus: ApprovalStatus;
  accountStatus: AccountStatus;
  rejectionReason: string | null;
  language: Language;
  /** upload paths of further documents */
  documents: string[];
  createdAt: string;
  /** the uploaded names of the file references above (GET answers) */
  fileNames?: FileNames;
  /** clients: the industry they stated (§ 1b AÜG construction check); null: not stated */
  industry?: ClientIndustry | null;
}
export type UpdateProfileRequest = Partial<
  Omit<
    AccountProfile,
    | '_id'
    | 'userType'
    | 'email'
    | 'profilePercentage'
    | 'approvalStatus'
    | 'accountStatus'
    | 'rejectionReason'
    | 'createdAt'
    | 'fileNames'
  >
>;

/** GET /admin/accounts?type=&approval=&status=&search=&page=&limit= */
export interface AdminAccountListQuery {
  type: RegistrableUserType;
  approval?: ApprovalStatus;
  status?: AccountStatus;
  search?: string;
  page?: number;
  limit?: number;
}
export interface AdminAccountListItem {
  _id: string;
  userType: RegistrableUserType;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  approvalStatus: ApprovalStatus;
  accountStatus: AccountStatus;
  profilePercentage: number;
  createdAt: string;
}
export type AdminAccountList = Paginated<AdminAccountListItem>;
/** POST /admin/accounts/:id/reject (the reason is mailed) */
export interface RejectAccountRequest {
  reason: string;
}

export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'activate',
  'deactivate',
  'update',
  // engagement-api: an admin hides feedback or shows it again (targetId: the feedback)
  'hideFeedback',
  'showFeedback',
  // chat: an admin blocks or unblocks a conversation (targetId: the conversation; details.reason)
  'blockChat',
  'unblockChat',
  // meetings-api: an admin cancels a meeting (targetId: the meeting)
  'cancelMeeting',
  // invoices (targetId: the invoice): issued, cancelled by a Storno (details: the Storno), a payment recorded
  'issueInvoice',
  'cancelInvoice',
  'recordInvoicePayment',
  'reportInvoicePayment',
  'confirmInvoicePayment',
  'contestInvoicePayment',
  // operations: an admin retries a dead letter (targetId: the outbox row; details.queue, details.to)
  'retryDeadLetter',
  // second factor (TOTP): the account's own steps (actor = target) and an admin's reset
  'totpEnabled',
  'totpReenrolled',
  'totpDisabled',
  'totpRecoveryCodeUsed',
  'totpRecoveryCodesRenewed',
  'totpFailedCodes',
  'totpAccountSlowed',
  'totpReset',
  // signed-in devices: the account ends one of its sessions or all others (actor = target; details.sessionIds)
  'sessionEnded',
  'otherSessionsEnded',
  // AÜG permit of a supplier (targetId: the supplier): verified or rejected with details.reason
  'verifyPermit',
  'rejectPermit',
  // change orders of a fixed-price award (targetId: the change order; details.awardId, details.amountCents)
  'proposeChangeOrder',
  'acceptChangeOrder',
  'declineChangeOrder',
  'withdrawChangeOrder',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export interface AuditLogEntry {
  _id: string;
  actorId: string;
  action: AuditAction;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /geo/autocomplete?q= (address autocomplete) */
export interface GeoSuggestion {
  label: string;
  postcode: string;
  city: string;
  state: FederalState | null;
  lat: number;
  long: number;
}

/** Limits of the identity flows. */
export const IDENTITY_LIMITS = {
  verificationCodeTtlSeconds: 15 * 60,
  verificationMaxAttempts: 5,
  resendIntervalSeconds: 60,
  resetTokenTtlSeconds: 15 * 60,
} as const;
