/**
 * Working hours (specification §7 "working logs", §9 limits): per awarded work, per named
 * worker, per day. The supplier records and corrects; the job's client approves or disputes. Every
 * correction is a new version (who, when, why); lists show the current version.
 *
 * Lifecycle:  submitted ──approve──▶ approved
 *             submitted ──dispute (reason)──▶ disputed ──correct (new version)──▶ submitted
 *             submitted ──correct──▶ submitted (new version)
 *             submitted ──not reviewed within WORK_LOG_AUTO_APPROVE_DAYS──▶ auto_approved
 * Approved entries cannot be corrected (409 WORK_LOG_NOT_OPEN).
 *
 * Times are `HH:MM` (00:00 … 24:00) on the German calendar day `workDate` (`YYYY-MM-DD`); net minutes
 * are computed by the server (end − start − break). The rules (limits, warnings, late) are in
 * `@fachwerk/shared/contracts/rules` (work-log-rules.ts), used by the API and the form alike.
 *
 * Error codes (errors.ts, block "work logs"):
 * - WORK_LOG_OVERLAP (409): the worker already has an entry overlapping this time on this day.
 * - WORK_LOG_DAILY_LIMIT (400) / WORK_LOG_WEEKLY_LIMIT (400): more than 24 h a day / 168 h a week (§9).
 * - WORK_LOG_LATE_REASON_REQUIRED (400): recorded later than the 7th day after the work day without a reason.
 * - WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED (400): the worker's day would break the ArbZG (more than 10 h,
 *   too short breaks, less than 11 h rest) and no `workingTimeException` reason is given.
 * - VALIDATION_FAILED at `workDate` also for a day before the day the awarded work started.
 * - WORK_LOG_NOT_OPEN (409): correction or review of an entry that is approved (or changed meanwhile).
 * - WORK_LOG_AWARD_NOT_STARTED (409): hours for awarded work that has not started.
 * - VALIDATION_FAILED (400): malformed input, naming the field (e.g. `end` before `start`, a future day,
 *   a worker not on the award).
 */
import type { Paginated } from './api';

/** Paths under API_PREFIX. */
export const WORK_LOG_PATHS = {
  /** GET list (client: its jobs' hours; supplier: its own; admin: all), POST record (supplier) */
  list: '/work-logs',
  /** GET `?awardId&from&to&format=csv|pdf` (the award's client, supplier, admins) */
  export: '/work-logs/export',
  /** POST (client) approve by ids, per worker-week or everything open of an award */
  approve: '/work-logs/approve',
  /** GET one with its versions; PATCH correct (supplier, while submitted or disputed) */
  one: (id: string) => `/work-logs/${id}`,
  /** POST (client) {reason} */
  dispute: (id: string) => `/work-logs/${id}/dispute`,
} as const;

export const WORK_LOG_STATUSES = ['submitted', 'approved', 'disputed', 'auto_approved'] as const;
export type WorkLogStatus = (typeof WORK_LOG_STATUSES)[number];

export const WORK_LOG_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type WorkLogExportFormat = (typeof WORK_LOG_EXPORT_FORMATS)[number];

/** Working-time warnings (ArbZG): shown, never refused. */
export const WORK_LOG_WARNINGS = ['longDay', 'shortBreak6', 'shortBreak9'] as const;
export type WorkLogWarning = (typeof WORK_LOG_WARNINGS)[number];

/** POST /work-logs */
export interface WorkLogCreateRequest {
  awardId: string;
  workerId: string;
  /** YYYY-MM-DD, not in the future */
  workDate: string;
  /** HH:MM */
  start: string;
  /** HH:MM, after start (24:00 = midnight at the end of the day) */
  end: string;
  breakMinutes: number;
  note?: string;
  /** required when recorded later than the 7th day after the work day */
  lateReason?: string;
  /**
   * required when the worker's day goes beyond the working-time act (law/arbzg.ts: more than 10 h,
   * too short breaks, less than 11 h rest to the day before or after): why (shown to the client)
   */
  workingTimeException?: string;
}

/** PATCH /work-logs/{id}: a correction (a new version) with its reason. */
export interface WorkLogCorrectionRequest {
  start: string;
  end: string;
  breakMinutes: number;
  note?: string;
  lateReason?: string;
  workingTimeException?: string;
  /** why it is corrected */
  reason: string;
  /** the version being corrected (optional; a stale one is 409) */
  version?: number;
}

/**
 * POST /work-logs/approve: `ids`, or an award's open entries (optionally one worker and a period,
 * e.g. a worker-week: workerId + from Monday + to Sunday; "alle freigeben": awardId alone).
 */
export interface WorkLogApproveRequest {
  ids?: string[];
  awardId?: string;
  workerId?: string;
  from?: string;
  to?: string;
}
export interface WorkLogApproveResponse {
  approved: number;
}

/** POST /work-logs/{id}/dispute */
export interface WorkLogDisputeRequest {
  reason: string;
}

export interface WorkLogListQuery {
  awardId?: string;
  workerId?: string;
  from?: string;
  to?: string;
  status?: WorkLogStatus[];
  page?: number;
  limit?: number;
}

export interface WorkLogExportQuery {
  awardId: string;
  from?: string;
  to?: string;
  format: WorkLogExportFormat;
}

export interface WorkLogResponse {
  _id: string;
  awardId: string;
  workerId: string;
  workerName: string;
  workDate: string;
  start: string;
  end: string;
  breakMinutes: number;
  netMinutes: number;
  note: string | null;
  status: WorkLogStatus;
  late: boolean;
  lateReason: string | null;
  /** the supplier's reason for a day beyond the ArbZG limits */
  workingTimeException: string | null;
  disputeReason: string | null;
  version: number;
  submittedAt: string;
  reviewedAt: string | null;
  /** when an unreviewed entry is approved automatically (submitted only) */
  autoApproveAt: string | null;
  invoiced: boolean;
  warnings: WorkLogWarning[];
}

export interface WorkLogVersionResponse {
  version: number;
  start: string;
  end: string;
  breakMinutes: number;
  netMinutes: number;
  note: string | null;
  late: boolean;
  lateReason: string | null;
  workingTimeException: string | null;
  /** why (null for the first recording) */
  reason: string | null;
  createdAt: string;
  createdByName: string | null;
}

export type WorkLogDetailResponse = WorkLogResponse & { versions: WorkLogVersionResponse[] };
export type WorkLogListResponse = Paginated<WorkLogResponse>;
