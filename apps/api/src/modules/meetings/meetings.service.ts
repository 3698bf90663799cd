import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Language,
  type MailCalendar,
  type MeetingChangeResponse,
  type MeetingListResponse,
  type MeetingReminderKind,
  type MeetingResponse,
  type MeetingStatus,
  type NotificationType,
} from '@fachwerk/shared/contracts';
import {
  berlinLocalOf,
  berlinLocalToUtc,
  formatMeetingWhen,
  ACTIVE_MEETING_STATUSES,
  MEETING_REMINDERS,
} from '@fachwerk/shared/contracts/meetings';
import { translate } from '@fachwerk/shared/i18n/server';
import { DomainError, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  ApplicationsRepository,
  AuditLogRepository,
  MeetingsRepository,
  type MeetingHistoryRow,
  type MeetingRow,
  type MeetingWithParties,
  futureMeetingIdsOf,
  type ErasedAccount,
  type Tx,
} from '@fachwerk/server/db';
import { buildMeetingIcs } from '@fachwerk/server/documents';
import { OutboxWriter, meetingLink, meetingMailData } from '@fachwerk/server/queue';
import { ApplicationsService } from '../awards';
import { Notifier } from '../notifications';
import type {
  CancelMeetingDto,
  MeetingListQueryDto,
  RejectSupplierDto,
  RescheduleMeetingDto,
  ScheduleMeetingDto,
} from './dto/meetings.dto';
import { maskContactDetails } from '../../common/contact-masking';

type Party = 'client' | 'supplier';
const notFound = () => new DomainError('NOT_FOUND');
const notAllowed = (status: MeetingStatus) => new DomainError('MEETING_NOT_ALLOWED', { params: { status } });

/** The deterministic BullMQ job id of a meeting's reminder for one version (sequence) of it. */
export const reminderJobId = (meetingId: string, kind: MeetingReminderKind, sequence: number) =>
  `meeting-${meetingId}-${kind}-${sequence}`;

/**
 * Meetings (life cycle in libs/shared/contracts/src/lib/meetings.ts). Each change is one conditional
 * update on (status, sequence) in a transaction that also writes the history, the other side's
 * notification (its mail carries the calendar file) and the reminders of the new version.
 */
@Injectable()
export class MeetingsService {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly applicationsRepo: ApplicationsRepository,
    private readonly applications: ApplicationsService,
    private readonly notifier: Notifier,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLogRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The clock of the rules (the database's now() guards the reminders). */
  now(): number {
    return Date.now();
  }

  // ── reads ─────────────────────────────────────────────────────────────────────────────────────

  async list(actor: AuthenticatedUser, query: MeetingListQueryDto): Promise<MeetingListResponse> {
    const { items, total } = await this.meetings.list(actor, {
      ...query,
      page: query.page,
      limit: query.limit,
    });
    const history = await this.meetings.history(items.map((m) => m.meeting.id));
    return {
      items: items.map((m) => this.present(actor, m, history)),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async one(actor: AuthenticatedUser, id: string): Promise<MeetingResponse> {
    const found = await this.meetings.findForActor(actor, id);
    if (!found) throw notFound();
    return this.present(actor, found, await this.meetings.history([id]));
  }

  /** The meeting's calendar file as it is now (CANCEL once cancelled). */
  async calendar(actor: AuthenticatedUser, id: string): Promise<{ filename: string; content: string }> {
    const found = await this.meetings.findForActor(actor, id);
    if (!found) throw notFound();
    const language: Language =
      actor.userType === 'supplier'
        ? (found.supplier.language as Language)
        : (found.client.language as Language);
    const calendar = this.calendarOf(found, found.meeting, language === 'en' ? 'en' : 'de');
    return { filename: calendar.filename, content: calendar.content };
  }

  // ── changes ───────────────────────────────────────────────────────────────────────────────────

  async schedule(actor: AuthenticatedUser, input: ScheduleMeetingDto): Promise<MeetingChangeResponse> {
    const startsAt = this.futureStart(input.date, input.time);
    if (input.mode === 'onSite' && !input.address) throw DomainError.field('address', 'validation.required');
    if (input.mode === 'video' && !input.videoLink)
      throw DomainError.field('videoLink', 'validation.required');
    const found = await this.applicationsRepo.findForActor(actor, input.applicationId);
    if (!found || found.job.clientId !== actor.id) throw notFound();
    if (found.application.status !== 'pending') throw new DomainError('MEETING_APPLICATION_CLOSED');

    const id = await this.meetings.transaction(async (tx) => {
      const meeting = await this.meetings.insert(tx, {
        jobId: found.job.id,
        applicationId: found.application.id,
        clientId: actor.id,
        supplierId: found.application.supplierId,
        startsAt,
        durationMinutes: input.durationMinutes,
        mode: input.mode,
        address: input.mode === 'onSite' ? (input.address ?? null) : null,
        videoLink: input.mode === 'video' ? (input.videoLink ?? null) : null,
        // Scheduled on a pending application, before any award: contact details stay on the platform
        // (the agenda also travels in the e-mails and calendar files).
        agenda: input.agenda ? maskContactDetails(input.agenda).text : null,
        uid: `${randomUUID()}@fachwerk`,
      });
      await this.meetings.addHistory(tx, {
        meetingId: meeting.id,
        action: 'scheduled',
        actorId: actor.id,
        actorRole: 'client',
        startsAt,
        sequence: meeting.sequence,
      });
      const withParties = await this.meetings.findById(meeting.id, tx);
      if (!withParties) throw notFound();
      await this.notifyParty(tx, withParties, 'supplier', 'meetingScheduled', { calendar: true });
      await this.scheduleReminders(tx, meeting, null);
      return meeting.id;
    });
    return this.changed(actor, id, startsAt, input.durationMinutes);
  }

  async accept(actor: AuthenticatedUser, id: string): Promise<MeetingChangeResponse> {
    const found = await this.partyMeeting(actor, id);
    const role = actor.userType as Party;
    const { meeting } = found;
    const proposal =
      meeting.status === 'proposed' && meeting.proposedBy !== role ? meeting.proposedStartsAt : null;
    if (!(meeting.status === 'scheduled' && role === 'supplier') && !proposal)
      throw notAllowed(meeting.status);
    if (proposal && proposal.getTime() <= this.now()) throw this.inPast();
    const startsAt = proposal ?? meeting.startsAt;

    await this.meetings.transaction(async (tx) => {
      const changed = await this.meetings.change(tx, id, [meeting.status], meeting.sequence, {
        status: 'accepted',
        startsAt,
        proposedStartsAt: null,
        proposedBy: null,
      });
      if (!changed) throw await this.conflict(actor, id);
      await this.meetings.addHistory(tx, {
        meetingId: id,
        action: 'accepted',
        actorId: actor.id,
        actorRole: role,
        startsAt,
        sequence: changed.sequence,
      });
      await this.notifyParty(tx, { ...found, meeting: changed }, other(role), 'meetingAccepted', {
        calendar: true,
      });
      await this.scheduleReminders(tx, changed, meeting.sequence);
    });
    return this.changed(actor, id, startsAt, meeting.durationMinutes);
  }

  async reschedule(
    actor: AuthenticatedUser,
    id: string,
    input: RescheduleMeetingDto,
  ): Promise<MeetingChangeResponse> {
    const found = await this.partyMeeting(actor, id);
    const role = actor.userType as Party;
    const { meeting } = found;
    if (!ACTIVE_MEETING_STATUSES.includes(meeting.status)) throw notAllowed(meeting.status);
    const proposed = this.futureStart(input.date, input.time);

    await this.meetings.transaction(async (tx) => {
      const changed = await this.meetings.change(tx, id, [meeting.status], meeting.sequence, {
        status: 'proposed',
        proposedStartsAt: proposed,
        proposedBy: role,
      });
      if (!changed) throw await this.conflict(actor, id);
      await this.meetings.addHistory(tx, {
        meetingId: id,
        action: 'proposed',
        actorId: actor.id,
        actorRole: role,
        startsAt: proposed,
        sequence: changed.sequence,
      });
      await this.notifyParty(tx, { ...found, meeting: changed }, other(role), 'meetingProposed', {
        when: proposed,
      });
      // Until the other side accepts, the agreed time stands and is what the reminders are about.
      await this.scheduleReminders(tx, changed, meeting.sequence);
    });
    return this.changed(actor, id, proposed, meeting.durationMinutes);
  }

  async cancel(actor: AuthenticatedUser, id: string, input: CancelMeetingDto): Promise<MeetingResponse> {
    // The reason is mailed to the other party: masked like the agenda.
    input = { ...input, reason: maskContactDetails(input.reason).text };
    const found = await this.meetings.findForActor(actor, id);
    if (!found) throw notFound();
    const { meeting } = found;
    if (!ACTIVE_MEETING_STATUSES.includes(meeting.status)) throw notAllowed(meeting.status);
    const role = actor.userType;

    await this.meetings.transaction(async (tx) => {
      const changed = await this.meetings.change(tx, id, [meeting.status], meeting.sequence, {
        status: 'cancelled',
        cancelReason: input.reason,
        proposedStartsAt: null,
        proposedBy: null,
      });
      if (!changed) throw await this.conflict(actor, id);
      await this.meetings.addHistory(tx, {
        meetingId: id,
        action: 'cancelled',
        actorId: actor.id,
        actorRole: role,
        startsAt: changed.startsAt,
        reason: input.reason,
        sequence: changed.sequence,
      });
      const recipients: Party[] = role === 'admin' ? ['client', 'supplier'] : [other(role as Party)];
      for (const party of recipients) {
        await this.notifyParty(tx, { ...found, meeting: changed }, party, 'meetingCancelled', {
          calendar: true,
          reason: input.reason,
          byAdmin: role === 'admin',
        });
      }
      if (role === 'admin') {
        await this.audit.record(
          actor,
          { action: 'cancelMeeting', targetId: id, details: { reason: input.reason, jobId: meeting.jobId } },
          tx,
        );
      }
      // The reminders of the last version find the meeting cancelled when they fire and send nothing.
    });
    return this.one(actor, id);
  }

  /**
   * The deletion of an account cancels its meetings still to come, inside the deletion's transaction:
   * the other party gets the cancellation (reason: the account was deleted) with the calendar CANCEL.
   */
  async cancelForDeletedAccount(tx: Tx, account: ErasedAccount, now: Date): Promise<number> {
    const ids = await futureMeetingIdsOf(tx, account, now);
    for (const id of ids) {
      const found = await this.meetings.findById(id, tx);
      if (!found) continue;
      const { meeting } = found;
      const role: Party = meeting.clientId === account.id ? 'client' : 'supplier';
      const changed = await this.meetings.change(tx, id, [meeting.status], meeting.sequence, {
        status: 'cancelled',
        cancelReason: null,
        proposedStartsAt: null,
        proposedBy: null,
      });
      if (!changed) continue;
      await this.meetings.addHistory(tx, {
        meetingId: id,
        action: 'cancelled',
        actorId: account.id,
        actorRole: role,
        startsAt: changed.startsAt,
        reason: null,
        sequence: changed.sequence,
      });
      const to = other(role);
      await this.notifyParty(tx, { ...found, meeting: changed }, to, 'meetingCancelled', {
        calendar: true,
        reason: translate(found[to].language, 'server.accounts.partyDeleted'),
      });
    }
    return ids.length;
  }

  async rejectSupplier(
    actor: AuthenticatedUser,
    id: string,
    input: RejectSupplierDto,
  ): Promise<MeetingResponse> {
    const found = await this.meetings.findForActor(actor, id);
    if (!found || found.meeting.clientId !== actor.id) throw notFound();
    const { meeting } = found;
    if (meeting.status === 'cancelled' || meeting.status === 'completed') throw notAllowed(meeting.status);
    if (meeting.startsAt.getTime() > this.now()) throw new DomainError('MEETING_NOT_STARTED');

    await this.applications.reject(actor, meeting.applicationId, { reason: input.reason }, async (tx) => {
      const changed = await this.meetings.change(tx, id, [meeting.status], meeting.sequence, {
        status: 'completed',
        proposedStartsAt: null,
        proposedBy: null,
      });
      if (!changed) throw await this.conflict(actor, id);
      await this.meetings.addHistory(tx, {
        meetingId: id,
        action: 'supplierRejected',
        actorId: actor.id,
        actorRole: 'client',
        startsAt: changed.startsAt,
        reason: input.reason || null,
        sequence: changed.sequence,
      });
    });
    return this.one(actor, id);
  }

  // ── helpers ───────────────────────────────────────────────────────────────────────────────────

  private inPast(): DomainError {
    return new DomainError('MEETING_IN_PAST', {
      issues: [{ field: 'date', messageKey: 'errors.MEETING_IN_PAST', params: {} }],
    });
  }

  private futureStart(date: string, time: string): Date {
    const startsAt = berlinLocalToUtc(date, time);
    if (startsAt.getTime() <= this.now()) throw this.inPast();
    return startsAt;
  }

  /** A meeting the caller (client or supplier) takes part in; 404 otherwise. */
  private async partyMeeting(actor: AuthenticatedUser, id: string): Promise<MeetingWithParties> {
    const found = await this.meetings.findForActor(actor, id);
    if (!found || actor.userType === 'admin') throw notFound();
    return found;
  }

  /** 409 naming the status the meeting has now (it changed since it was read). */
  private async conflict(actor: AuthenticatedUser, id: string): Promise<DomainError> {
    const now = await this.meetings.findForActor(actor, id);
    return notAllowed(now?.meeting.status ?? 'cancelled');
  }

  private async changed(
    actor: AuthenticatedUser,
    id: string,
    startsAt: Date,
    minutes: number,
  ): Promise<MeetingChangeResponse> {
    const [meeting, overlaps] = await Promise.all([
      this.one(actor, id),
      this.meetings.overlapping(actor.id, startsAt, minutes, id),
    ]);
    return {
      meeting,
      overlaps: overlaps.map((o) => ({
        _id: o.id,
        jobTitle: o.jobTitle,
        startsAt: o.startsAt.toISOString(),
        durationMinutes: o.durationMinutes,
      })),
    };
  }

  /**
   * The 24 h and 1 h reminders of the meeting's current version (still in the future), replacing the
   * jobs of `previousSequence`.
   */
  private async scheduleReminders(
    tx: Tx,
    meeting: MeetingRow,
    previousSequence: number | null,
  ): Promise<void> {
    for (const kind of Object.keys(MEETING_REMINDERS) as MeetingReminderKind[]) {
      const runAt = meeting.startsAt.getTime() - MEETING_REMINDERS[kind];
      if (runAt <= this.now()) continue;
      await this.outbox.enqueue(tx, {
        queue: 'meeting-reminder',
        payload: {
          meetingId: meeting.id,
          sequence: meeting.sequence,
          kind,
          schedule: {
            runAt: new Date(runAt).toISOString(),
            jobId: reminderJobId(meeting.id, kind, meeting.sequence),
            replaces: previousSequence === null ? [] : [reminderJobId(meeting.id, kind, previousSequence)],
          },
        },
      });
    }
  }

  private async notifyParty(
    tx: Tx,
    found: MeetingWithParties,
    to: Party,
    type: NotificationType,
    options: { calendar?: boolean; when?: Date; reason?: string; byAdmin?: boolean },
  ): Promise<void> {
    const recipient = found[to];
    const author = options.byAdmin ? 'Fachwerk' : found[other(to)].name;
    const when = options.when ?? found.meeting.startsAt;
    await this.notifier.notify(tx, {
      userId: recipient.id,
      type,
      params: {
        companyName: author,
        jobTitle: found.jobTitle,
        when: formatMeetingWhen(when, recipient.language),
        ...(options.reason ? { reason: options.reason } : {}),
      },
      link: meetingLink(found.meeting.id),
      mail: {
        template: 'meeting',
        data: (language) => meetingMailData(found, language, Boolean(options.calendar), when),
        ...(options.calendar
          ? { calendar: (language: Language) => this.calendarOf(found, found.meeting, language) }
          : {}),
      },
    });
  }

  private calendarOf(found: MeetingWithParties, meeting: MeetingRow, language: Language): MailCalendar {
    const cancelled = meeting.status === 'cancelled';
    const when = formatMeetingWhen(meeting.startsAt, language);
    const description = [
      translate(language, 'server.meetings.calendarDescription', { jobTitle: found.jobTitle }),
      translate(language, 'server.meetings.calendarLocalTime', { when }),
      meeting.mode === 'video' && meeting.videoLink
        ? translate(language, 'server.meetings.calendarVideo', { link: meeting.videoLink })
        : '',
      meeting.agenda ? translate(language, 'server.meetings.calendarAgenda', { agenda: meeting.agenda }) : '',
    ]
      .filter(Boolean)
      .join('\n');
    const content = buildMeetingIcs({
      uid: meeting.uid,
      sequence: meeting.sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      status: cancelled ? 'CANCELLED' : meeting.status === 'accepted' ? 'CONFIRMED' : 'TENTATIVE',
      startsAt: meeting.startsAt,
      durationMinutes: meeting.durationMinutes,
      title: translate(language, 'server.meetings.calendarSummary', {
        jobTitle: found.jobTitle,
        client: found.client.name,
        supplier: found.supplier.name,
      }),
      description,
      location: meeting.mode === 'onSite' ? meeting.address : meeting.videoLink,
      url: new URL(meetingLink(meeting.id), this.config.api.publicUrl).toString(),
      organizer: { name: found.client.name, email: found.client.email },
      attendee: { name: found.supplier.name, email: found.supplier.email },
    });
    const day = berlinLocalOf(meeting.startsAt).date;
    return { method: cancelled ? 'CANCEL' : 'REQUEST', filename: `termin-${day}.ics`, content };
  }

  private present(
    actor: AuthenticatedUser,
    found: MeetingWithParties,
    history: MeetingHistoryRow[],
  ): MeetingResponse {
    const { meeting } = found;
    const local = berlinLocalOf(meeting.startsAt);
    const party =
      actor.userType === 'client' || actor.userType === 'supplier' ? (actor.userType as Party) : null;
    const active = ACTIVE_MEETING_STATUSES.includes(meeting.status);
    const started = meeting.startsAt.getTime() <= this.now();
    return {
      _id: meeting.id,
      job: { _id: meeting.jobId, title: found.jobTitle },
      applicationId: meeting.applicationId,
      client: { _id: found.client.id, name: found.client.name },
      supplier: { _id: found.supplier.id, name: found.supplier.name },
      status: meeting.status,
      startsAt: meeting.startsAt.toISOString(),
      localDate: local.date,
      localTime: local.time,
      durationMinutes: meeting.durationMinutes,
      mode: meeting.mode,
      address: meeting.address,
      videoLink: meeting.videoLink,
      agenda: meeting.agenda,
      proposedStartsAt: meeting.proposedStartsAt?.toISOString() ?? null,
      proposedBy: meeting.proposedBy,
      cancelReason: meeting.cancelReason,
      sequence: meeting.sequence,
      applicationStatus: found.applicationStatus,
      can: {
        accept:
          party !== null &&
          ((meeting.status === 'scheduled' && party === 'supplier') ||
            (meeting.status === 'proposed' && meeting.proposedBy !== party)),
        reschedule: party !== null && active,
        cancel: active,
        rejectSupplier:
          party === 'client' &&
          meeting.status !== 'cancelled' &&
          meeting.status !== 'completed' &&
          started &&
          found.applicationStatus === 'pending',
      },
      history: history
        .filter((h) => h.meetingId === meeting.id)
        .map((h) => ({
          action: h.action,
          byRole: h.actorRole,
          startsAt: h.startsAt?.toISOString() ?? null,
          reason: h.reason,
          at: h.createdAt.toISOString(),
        })),
      createdAt: meeting.createdAt.toISOString(),
    };
  }
}

const other = (party: Party): Party => (party === 'client' ? 'supplier' : 'client');
