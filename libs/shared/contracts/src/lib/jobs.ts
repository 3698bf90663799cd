/**
 * The marketplace: jobs, applications, awarded work, feedback, dashboards.
 * Money in integer cents (EUR); dates ISO `YYYY-MM-DD`; timestamps ISO date-time.
 *
 * Life cycles (ours; the specification leaves transitions open). The server enforces them with one
 * conditional update per transition; a request that lost a race gets 409 CONFLICT.
 *
 *   Job:          draft → open → in_progress → completed;  open → closed (client withdraws, the
 *                 start date passes with nobody awarded, or an admin deactivates it)
 *                 Editing only while draft/open; deleting only without awards.
 *                 open → in_progress when every slot is awarded or the first awarded work starts.
 *                 in_progress → completed when every awarded work of the job is approved.
 *   Application:  pending → awarded | rejected;  pending → withdrawn (by the supplier)
 *   Award:        awarded → in_progress → completed → approved;  completed → in_progress when the
 *                 client rejects the completion (with a reason). When a party deletes its account,
 *                 work not started is cancelled (awarded → cancelled) and running work is ended
 *                 (in_progress | completed → ended); the other party is notified.
 */
import type { Paginated } from './api';
import type { FileNames } from './files';
import type { PermitStatusResponse } from './staffing-permits';
import type { ConstructionException, LendingClock } from './law/aueg';
import type { ExperienceLevel, FederalState, JobType, LanguageLevel } from './constants';
import type { WorkerSummary } from './workers';

export const JOB_STATUSES = ['draft', 'open', 'in_progress', 'completed', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Why a job is closed. */
export const JOB_CLOSED_REASONS = ['withdrawn', 'expired', 'deactivated'] as const;
export type JobClosedReason = (typeof JOB_CLOSED_REASONS)[number];

export const APPLICATION_STATUSES = ['pending', 'awarded', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const AWARD_STATUSES = ['awarded', 'in_progress', 'completed', 'approved', 'cancelled', 'ended'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/** A job's language requirement: A1–C2 or none (no level required). */
export const JOB_LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'none'] as const satisfies readonly (
  LanguageLevel | 'none'
)[];
export type JobLanguageLevel = (typeof JOB_LANGUAGE_LEVELS)[number];
export interface JobLanguage {
  /** id of a languages catalogue entry */
  language: string;
  level: JobLanguageLevel;
}

export interface JobLocation {
  /** the address widget's label */
  address: string;
  postcode?: string;
  city?: string;
  state: FederalState;
  lat?: number;
  lng?: number;
}

/** Limits of the job form (validated on both sides). */
export const JOB_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  descriptionMax: 20_000,
  hoursMax: 168,
  workersNeededMax: 500,
  budgetMaxCents: 100_000_000,
  documentsMax: 10,
  certificatesMax: 20,
  certificateMax: 120,
  proposalMessageMax: 5_000,
  reasonMax: 1_000,
  feedbackCommentMax: 2_000,
} as const;

/** POST /jobs and PATCH /jobs/{id} (PATCH takes any subset while the job is draft or open). */
export interface JobRequest {
  type: JobType;
  title: string;
  /** id of the service (trade) the job belongs to */
  serviceId: string;
  startDate: string;
  /** optional; when set ≥ startDate. Awarded workers are booked from startDate to endDate. */
  endDate?: string;
  /** working hours per week per worker, 1–168 */
  hours: number;
  /** resource jobs: number of workers needed (≥ 1); fixedBudget jobs: always 1 */
  workersNeeded?: number;
  /** ids of skills */
  skills?: string[];
  languages?: JobLanguage[];
  accommodation: boolean;
  /** cents; resource jobs: per hour per employee; min ≤ max */
  budgetMin: number;
  budgetMax: number;
  location: JobLocation;
  /** HTML, sanitised on the server */
  description: string;
  /** upload paths of the client */
  documents?: string[];
  experience: ExperienceLevel;
  /** ids of tools */
  tools?: string[];
  /** names of required certificates */
  certificates?: string[];
  /** true: save as draft (status draft); default: publish (status open) */
  draft?: boolean;
  /**
   * Resource jobs of a client in the main construction trade: the § 1b AÜG exception the client
   * declares (CONSTRUCTION_EXCEPTIONS); without one such a job is refused. Ignored (stored as null)
   * where the ban does not apply.
   */
  constructionException?: ConstructionException | null;
}

/**
 * PATCH /jobs/{id}: any subset of JobRequest while the job is draft or open. Because empty values are
 * removed from payloads (§5), `null` clears: the end date and the lists (skills, languages,
 * documents, tools, certificates). `null` for a required field is a validation error.
 */
export type JobPatchRequest = { [K in keyof Omit<JobRequest, 'draft'>]?: JobRequest[K] | null };
/** Fields of a job an edit can clear with `null`. */
export const JOB_CLEARABLE_FIELDS = [
  'endDate',
  'skills',
  'languages',
  'documents',
  'tools',
  'certificates',
] as const;

export interface PartyRating {
  /** average 1–5 with one decimal, null without visible feedback */
  average: number | null;
  count: number;
}

export interface JobClientInfo {
  _id: string;
  companyName: string;
  profilePic?: string | null;
  rating: PartyRating;
}

/** A job in lists and search results. */
export interface JobSummary {
  _id: string;
  type: JobType;
  title: string;
  status: JobStatus;
  serviceId: string;
  startDate: string;
  endDate?: string | null;
  hours: number;
  workersNeeded: number;
  /** slots taken by awards */
  workersAwarded: number;
  budgetMin: number;
  budgetMax: number;
  location: JobLocation;
  experience: ExperienceLevel;
  skills: string[];
  languages: JobLanguage[];
  accommodation: boolean;
  /** plain-text excerpt of the description */
  excerpt: string;
  applicationsCount: number;
  client: JobClientInfo;
  publishedAt: string | null;
  createdAt: string;
  /** search with `near`: distance in km */
  distanceKm?: number;
  /** admin list (GET /admin/jobs) and the owner's views: why an admin deactivated the job */
  deactivationReason?: string | null;
  /** the owner's and admins' views: the note the client gave when closing the job */
  closedNote?: string | null;
  /** supplier views: whether the caller saved / applied */
  saved?: boolean;
  applied?: boolean;
}

/** GET /jobs/{id} */
export interface JobResponse extends JobSummary {
  description: string;
  documents: string[];
  tools: string[];
  certificates: string[];
  closedReason?: JobClosedReason | null;
  /** admin deactivation */
  deactivationReason?: string | null;
  updatedAt: string;
  /** supplier view: the caller's application, if any */
  myApplication?: ApplicationResponse | null;
  /** the uploaded names of `documents` */
  fileNames?: FileNames;
  /** the § 1b AÜG exception the client declared (resource jobs of construction clients), else null */
  constructionException: ConstructionException | null;
}

export const JOB_SORTS = ['newest', 'startDate', 'budget', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * GET /jobs: search of open jobs (suppliers and admins). Arrays in bracket format (`skills[]=…`).
 * Keyword: PostgreSQL full-text search with German stemming over title and description.
 * Location: `state` (federal state) or `lat`+`lng`+`radiusKm` (distance from a place).
 */
export interface JobSearchQuery {
  q?: string;
  type?: JobType;
  serviceId?: string;
  skills?: string[];
  languages?: string[];
  state?: FederalState;
  lat?: number;
  lng?: number;
  /** 1–500, default 50 when lat/lng are given */
  radiusKm?: number;
  /** cents: jobs whose budget range overlaps [budgetMin, budgetMax] */
  budgetMin?: number;
  budgetMax?: number;
  /** jobs starting on or after / on or before */
  startFrom?: string;
  startTo?: string;
  experience?: ExperienceLevel;
  /** default: relevance with q, newest without */
  sort?: JobSort;
  page?: number;
  limit?: number;
}
export type JobSearchResponse = Paginated<JobSummary>;

/** GET /jobs/mine: the client's own jobs, `status` filter, with counts per status. */
export interface MyJobsQuery {
  status?: JobStatus;
  q?: string;
  page?: number;
  limit?: number;
}
export type MyJobsResponse = Paginated<JobSummary> & { counts: Record<JobStatus, number> };

/** GET /admin/jobs: every job; filters status, type, q, clientId. */
export interface AdminJobsQuery extends MyJobsQuery {
  type?: JobType;
  clientId?: string;
}

/** POST /jobs/{id}/close (client) and POST /admin/jobs/{id}/deactivate (admin, reason required) */
export interface ReasonRequest {
  reason: string;
}

/** Why a job is relevant to a supplier (shown in /relevant-jobs). */
export const RELEVANCE_REASONS = ['service', 'skills', 'region', 'languages', 'availability'] as const;
export type RelevanceReasonKind = (typeof RELEVANCE_REASONS)[number];
export interface RelevanceReason {
  kind: RelevanceReasonKind;
  /** catalogue ids (service, skills, languages) or federal state names that matched */
  matched: string[];
}
export interface RelevantJob extends JobSummary {
  /** 0–100 */
  score: number;
  reasons: RelevanceReason[];
}
/** GET /jobs/relevant (supplier) */
export type RelevantJobsResponse = Paginated<RelevantJob>;

/** GET /jobs/saved (supplier); POST and DELETE /jobs/{id}/save */
export type SavedJobsResponse = Paginated<JobSummary>;

// ── Applications ────────────────────────────────────────────────────────────────────────────────

/** POST /jobs/{id}/applications (supplier, once per job: a second gets 409) */
export interface ApplyRequest {
  /** the supplier's own workers proposed for the job (resource: 1 … workersNeeded) */
  workerIds: string[];
  /** cents; resource jobs per hour per employee */
  price: number;
  message: string;
  /** upload paths of the supplier, made visible to the job's client */
  documents?: string[];
}

export interface ApplicationSupplierInfo {
  _id: string;
  companyName: string;
  profilePic?: string | null;
  rating: PartyRating;
}

export interface ApplicationResponse {
  _id: string;
  jobId: string;
  jobTitle: string;
  status: ApplicationStatus;
  price: number;
  message: string;
  documents: string[];
  workers: WorkerSummary[];
  supplier: ApplicationSupplierInfo;
  rejectionReason?: string | null;
  createdAt: string;
  decidedAt?: string | null;
  /** set when awarded */
  awardId?: string | null;
  /**
   * Resource jobs (Arbeitnehmerüberlassung): the applying supplier's AÜG permit today (§ 1 (1) AÜG), as
   * GET /suppliers/{id}/permit answers it; null for fixed-price work, which needs no permit.
   */
  supplierPermit: PermitStatusResponse | null;
}

/** GET /jobs/{id}/applications (the job's client, admins): `status` filter, paging */
export type JobApplicationsResponse = Paginated<ApplicationResponse> & {
  counts: Record<ApplicationStatus, number>;
};
/** GET /applications (supplier): own applications, `status` filter, paging */
export type MyApplicationsResponse = Paginated<ApplicationResponse & { job: JobSummary }> & {
  counts: Record<ApplicationStatus, number>;
};

/**
 * GET /jobs/{jobId}/suppliers/{supplierId} (the job's client, admins): what `/supplier-details` shows:
 * the supplier's public profile, the application, proposed workers and the documents made visible.
 */
export interface SupplierDetailsResponse {
  supplier: ApplicationSupplierInfo & {
    address?: string;
    serviceType: string[];
    specialSkillsOrExp: string[];
    languageProficiency: { language: string; level: string }[];
    areaRegion: FederalState[];
    hourlyRate?: number;
    memberSince: string;
    /** visible feedback the supplier received, newest first */
    feedback: FeedbackResponse[];
  };
  application: ApplicationResponse;
  job: JobSummary;
}

/** POST /applications/{id}/award (client): resource jobs may take fewer slots than proposed workers. */
export interface AwardRequest {
  /** resource jobs: slots to award, 1 … min(proposed workers, free slots); default: proposed workers */
  slots?: number;
}
/** POST /applications/{id}/reject (client): optional reason */
export interface RejectApplicationRequest {
  reason?: string;
}

// ── Awarded work ────────────────────────────────────────────────────────────────────────────────

export interface AwardResponse {
  _id: string;
  job: JobSummary;
  applicationId: string;
  client: JobClientInfo;
  supplier: ApplicationSupplierInfo;
  status: AwardStatus;
  /** slots (workers) awarded */
  slots: number;
  price: number;
  /** named workers (resource jobs need `slots` of them before starting) */
  workers: WorkerSummary[];
  awardedAt: string;
  startedAt?: string | null;
  completedAt?: string | null;
  approvedAt?: string | null;
  completionRejectionReason?: string | null;
  /** feedback state for the caller (after approval) */
  feedback: { mine: FeedbackResponse | null; theirs: FeedbackResponse | null; canWrite: boolean };
  /** resource awards: each named worker's lending at this client (AÜG); empty for fixed-price work */
  workerLending: AwardWorkerLending[];
}

// ── Lending clock (§ 1 (1b), § 8 (3), § 8 (4) AÜG; rules in law/aueg.ts) ─────────────────────────

/** A worker's lending clock at one hirer as of today (`warning` from the 15th month on). */
export interface LendingClockView extends LendingClock {
  /** today is on or after `warnFrom` */
  warning: boolean;
}

/** One named worker of a resource award: the § 8 (3) answer and the clock at the award's client. */
export interface AwardWorkerLending {
  workerId: string;
  /** § 8 (3) AÜG: employed by this client within the last six months (the supplier's answer at naming) */
  formerEmployee: boolean | null;
  /** all counting periods at this client, this award's included; null when none counts */
  clock: LendingClockView | null;
}

/** GET /workers/{id}: the worker's lending clock at each client it is or was lent to (supplier's page). */
export interface WorkerLendingAtClient {
  client: { _id: string; companyName: string };
  clock: LendingClockView;
}

/** GET /awards: client (own jobs), supplier (own awards), admin (all); `status` filter (repeatable), paging */
export interface AwardListQuery {
  status?: AwardStatus[];
  jobId?: string;
  page?: number;
  limit?: number;
}
export type AwardListResponse = Paginated<AwardResponse>;

/** PUT /awards/{id}/workers (supplier): names the workers doing the work (exactly `slots` of them for resource jobs) */
export interface NameWorkersRequest {
  workerIds: string[];
  /**
   * § 8 (3) AÜG, required for resource awards: those of `workerIds` who were employed by this client
   * within the last six months; `null` or empty: none of them (the web sends `null`, as it never
   * sends empty lists)
   */
  formerEmployeeIds?: string[] | null;
}

// ── Feedback ────────────────────────────────────────────────────────────────────────────────────

/** Each side sees the other's feedback once both have written, or 14 days after approval. */
export const FEEDBACK_REVEAL_DAYS = 14;

/** POST /awards/{id}/feedback (client or supplier of an approved award, once) */
export interface FeedbackRequest {
  /** 1–5 */
  rating: number;
  comment: string;
}
export interface FeedbackResponse {
  _id: string;
  awardId: string;
  jobTitle: string;
  authorRole: 'client' | 'supplier';
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** admin views only */
  hidden?: boolean;
  hiddenReason?: string | null;
  /** admin views only: the rated account */
  targetName?: string;
  targetId?: string;
}

/**
 * GET /awards/{id}/feedback (the award's client and supplier, admins). `theirs` follows the reveal
 * rule (null until both have written or FEEDBACK_REVEAL_DAYS after approval; hidden feedback stays
 * null); `canWrite` when the award is approved and `mine` is missing. Admins get `mine`/`theirs` null
 * and both sides in `client` / `supplier` (hidden ones included, flagged).
 */
export interface AwardFeedbackResponse {
  mine: FeedbackResponse | null;
  theirs: FeedbackResponse | null;
  canWrite: boolean;
  /** when `theirs` becomes visible without the caller writing (ISO date-time; null before approval) */
  revealAt: string | null;
  client?: FeedbackResponse | null;
  supplier?: FeedbackResponse | null;
}

/** GET /suppliers/{id}/feedback: visible feedback about the supplier, newest first, with the rating. */
export type SupplierFeedbackResponse = Paginated<FeedbackResponse> & { rating: PartyRating };

/** GET /admin/feedback query */
export interface AdminFeedbackQuery {
  /** true: hidden only; false: visible only */
  hidden?: boolean;
  /** ratings ≤ this (1–5) */
  rating?: number;
  page?: number;
  limit?: number;
}
/** GET /admin/feedback: `hidden` filter, `rating` (≤ n), paging; PATCH /admin/feedback/{id} {hidden, reason} */
export interface FeedbackVisibilityRequest {
  hidden: boolean;
  reason?: string;
}

// ── Dashboards ──────────────────────────────────────────────────────────────────────────────────

/** GET /dashboard: the figures of the caller's role. */
export interface ClientDashboard {
  role: 'client';
  openJobs: number;
  draftJobs: number;
  newApplications: number;
  inProgress: number;
  awaitingApproval: number;
  completed: number;
}
export interface SupplierDashboard {
  role: 'supplier';
  relevantJobs: number;
  savedJobs: number;
  applications: Record<ApplicationStatus, number>;
  awarded: number;
  inProgress: number;
  completed: number;
  team: { free: number; busy: number };
  rating: PartyRating;
}
export interface AdminDashboard {
  role: 'admin';
  accountsAwaitingApproval: { client: number; supplier: number };
  jobs: Record<JobStatus, number>;
  awards: Record<AwardStatus, number>;
  feedbackToReview: number;
}
export type DashboardResponse = ClientDashboard | SupplierDashboard | AdminDashboard;

// ── Notifications ───────────────────────────────────────────────────────────────────────────────

/** Kinds of notifications; each has `notifications.<kind>.title|body` texts in the catalogues. */
export const NOTIFICATION_TYPES = [
  'applicationReceived',
  'applicationAwarded',
  'applicationRejected',
  'applicationWithdrawn',
  'workStarted',
  'workCompleted',
  'completionApproved',
  'completionRejected',
  'feedbackReceived',
  'jobClosed',
  'jobDeactivated',
  /** to every admin: a verified registration awaits approval */
  'clientAwaitingApproval',
  'supplierAwaitingApproval',
  // chat
  'chatRequested',
  'chatApproved',
  /** the e-mail copy of a message still unread after CHAT_LIMITS.mailDelayMs */
  'chatMessage',
  // meetings
  'meetingScheduled',
  'meetingProposed',
  'meetingAccepted',
  'meetingCancelled',
  'meetingReminder',
  // invoices: to the client when an invoice is issued to it; to the supplier when it is paid in full
  'invoiceReceived',
  'invoicePaid',
  /** to the client: a supplier could not issue because the client's profile lacks billing data (at most once a day) */
  'invoiceBillingDataMissing',
  // payments: to the supplier when the client reports one; to the client when the supplier confirms or contests it
  'invoicePaymentReported',
  'invoicePaymentConfirmed',
  'invoicePaymentContested',
  // work logs: to the client (hours submitted, automatic approval tomorrow), to the supplier (disputed)
  'workLogsSubmitted',
  'workLogsAutoApproveSoon',
  'workLogDisputed',
  // the other party deleted its account: work not started cancelled, running work ended
  'awardCancelledAccountDeleted',
  'awardEndedAccountDeleted',
  'applicationWithdrawnAccountDeleted',
  // contracts of awards: a new version to accept (to the other party), a party accepted (to the other)
  'contractRevised',
  'contractAccepted',
  // AÜG permit (to the supplier): expiring in 60 or 14 days, expired
  'permitExpiring',
  'permitExpired',
  // change orders of a fixed-price award: proposed or withdrawn (to the client), accepted or declined (to the supplier)
  'changeOrderProposed',
  'changeOrderWithdrawn',
  'changeOrderAccepted',
  'changeOrderDeclined',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationResponse {
  _id: string;
  type: NotificationType | string;
  title: string;
  body: string;
  /** app path to open, e.g. /apply-job/<jobId> */
  link: string | null;
  readAt: string | null;
  createdAt: string;
}
/** GET /notifications: paging, `unread=true` filter; answer carries the unread count too. */
export type NotificationListResponse = Paginated<NotificationResponse> & { unread: number };
