/**
 * Meetings between a client and a supplier who applied to one of its jobs (§2 `/meetings`,
 * §4, §7 "meetings: schedule, action, reschedule, reject supplier").
 *
 * Life cycle (every change raises `sequence`, the SEQUENCE of the calendar file):
 *
 *   scheduled ──accept (supplier)──▶ accepted
 *       │  └──reschedule (supplier: proposes another time)──▶ proposed
 *   proposed ──accept (the other side: takes the proposed time)──▶ accepted
 *       └──reschedule (either side: counter-proposal)──▶ proposed
 *   accepted ──reschedule (either side)──▶ proposed
 *   scheduled | proposed | accepted ──cancel (either side, with a reason)──▶ cancelled
 *   any but cancelled, once it started ──reject-supplier (client)──▶ completed (application rejected)
 *
 * Times are stored in UTC; the web enters and shows them in Europe/Berlin (`MEETING_TIME_ZONE`).
 */
import type { Paginated } from './api';

export const MEETING_TIME_ZONE = 'Europe/Berlin';
export const MEETING_STATUSES = ['scheduled', 'proposed', 'accepted', 'cancelled', 'completed'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_MODES = ['onSite', 'video'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
/** Statuses in which the meeting still takes place. */
export const ACTIVE_MEETING_STATUSES: readonly MeetingStatus[] = ['scheduled', 'proposed', 'accepted'];

export const MEETING_LIMITS = {
  durationMin: 15,
  durationMax: 480,
  agendaMax: 2_000,
  addressMax: 300,
  linkMax: 500,
  reasonMax: 1_000,
} as const;

/** Reminders before the start: 24 hours and 1 hour. */
export const MEETING_REMINDERS = { '24h': 24 * 3600_000, '1h': 3600_000 } as const;
export type MeetingReminderKind = keyof typeof MEETING_REMINDERS;

export const MEETING_PATHS = {
  /** GET own (admin: all) with filters; POST schedule (client) */
  list: '/meetings',
  one: (id: string) => `/meetings/${id}`,
  /** POST: the supplier accepts the time, or either side accepts the other's proposal */
  accept: (id: string) => `/meetings/${id}/accept`,
  /** POST {date, time}: propose another time */
  reschedule: (id: string) => `/meetings/${id}/reschedule`,
  /** POST {reason} */
  cancel: (id: string) => `/meetings/${id}/cancel`,
  /** POST {reason?}: the client rejects the supplier's application after the meeting */
  rejectSupplier: (id: string) => `/meetings/${id}/reject-supplier`,
  /** GET text/calendar */
  calendar: (id: string) => `/meetings/${id}/calendar.ics`,
} as const;

/** POST /meetings (client). `date` (YYYY-MM-DD) and `time` (HH:mm) are Europe/Berlin local time. */
export interface ScheduleMeetingRequest {
  applicationId: string;
  date: string;
  time: string;
  /** minutes */
  durationMinutes: number;
  mode: MeetingMode;
  /** required on site */
  address?: string;
  /** required for video (http/https) */
  videoLink?: string;
  agenda?: string;
}

/** POST /meetings/{id}/reschedule: the proposed Europe/Berlin local date and time. */
export interface RescheduleMeetingRequest {
  date: string;
  time: string;
}

export interface CancelMeetingRequest {
  reason: string;
}

export interface RejectSupplierRequest {
  reason?: string;
}

export interface MeetingParty {
  _id: string;
  name: string;
}

export interface MeetingHistoryEntry {
  action: 'scheduled' | 'proposed' | 'accepted' | 'cancelled' | 'supplierRejected';
  byRole: 'client' | 'supplier' | 'admin';
  /** the start (or proposed start) the change set, UTC */
  startsAt: string | null;
  reason: string | null;
  at: string;
}

export interface MeetingResponse {
  _id: string;
  job: { _id: string; title: string };
  applicationId: string;
  client: MeetingParty;
  supplier: MeetingParty;
  status: MeetingStatus;
  /** UTC ISO */
  startsAt: string;
  /** Europe/Berlin local date and time of `startsAt` */
  localDate: string;
  localTime: string;
  durationMinutes: number;
  mode: MeetingMode;
  address: string | null;
  videoLink: string | null;
  agenda: string | null;
  /** the other time proposed while `proposed` */
  proposedStartsAt: string | null;
  /** who proposed it; the other side accepts */
  proposedBy: 'client' | 'supplier' | null;
  cancelReason: string | null;
  sequence: number;
  /** the application's status (rejected after reject-supplier) */
  applicationStatus: string;
  /** what the caller may do now */
  can: { accept: boolean; reschedule: boolean; cancel: boolean; rejectSupplier: boolean };
  history: MeetingHistoryEntry[];
  createdAt: string;
}

/** Answer of schedule, accept and reschedule: the meeting and the caller's meetings it overlaps. */
export interface MeetingChangeResponse {
  meeting: MeetingResponse;
  overlaps: { _id: string; jobTitle: string; startsAt: string; durationMinutes: number }[];
}

/** GET /meetings: `when` upcoming (not ended, default order soonest first) or past; status filter; admin: party filters. */
export interface MeetingListQuery {
  when?: 'upcoming' | 'past';
  status?: MeetingStatus;
  jobId?: string;
  /** admin: meetings of this client or supplier */
  userId?: string;
  page?: number;
  limit?: number;
}
export type MeetingListResponse = Paginated<MeetingResponse>;
