import { Injectable } from '@nestjs/common';
import type {
  WorkLogApproveResponse,
  WorkLogDetailResponse,
  WorkLogListResponse,
  WorkLogResponse,
} from '@fachwerk/shared/contracts';
import {
  addCalendarDays,
  ARBZG,
  formatHours,
  formatTime,
  isLateEntry,
  lendingOnDay,
  netMinutesOf,
  parseTime,
  weekOf,
  WORK_LOG_LIMITS,
  requiredBreakMinutes,
  workingDayTotals,
  workingTimeViolations,
  workLogRules,
  workLogWarnings,
  type WorkingTimeSpan,
} from '@fachwerk/shared/contracts/rules';
import { DomainError, InjectConfig, ruleIssues, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  ApplicationsRepository,
  AwardsRepository,
  berlinToday,
  partyName,
  WorkLogsRepository,
  type AwardWithJob,
  type Tx,
  type WorkLogRow,
  type WorkLogSelection,
  type WorkLogValues,
  type WorkLogWithWorker,
} from '@fachwerk/server/db';
import { lendingPeriodOf } from '../../common/lending';
import { ContractGate } from '../contracts';
import { Notifier } from '../notifications';
import type {
  WorkLogApproveDto,
  WorkLogCorrectionDto,
  WorkLogCreateDto,
  WorkLogDisputeDto,
  WorkLogListQueryDto,
} from './dto/work-logs.dto';
import { notFound, WorkLogsErrorCode } from './work-logs.errors';

const DAY_MS = 24 * 3600_000;
/** At most one "hours submitted" notification per awarded work within this time. */
const SUBMITTED_NOTICE_QUIET_MS = 3600_000;

/** `2026-11-23` → `23.11.2026`. */
export const germanDate = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The times of an entry, as the hours form checks them (contracts work-log rules): the API runs the same. */
const WORK_LOG_TIME_RULES = {
  start: [workLogRules.time],
  end: [workLogRules.time, workLogRules.endAfterStart],
  breakMinutes: [workLogRules.breakFits],
};

const field = (name: string, key: string) => DomainError.field(name, `server.workLogs.fieldRules.${key}`);

/**
 * Working hours (life cycle in libs/server/db/.../schema/work-logs.ts). The supplier of the awarded work
 * records and corrects (each correction a new version); the job's client approves or disputes; others
 * get 404. Limits and warnings come from `@fachwerk/shared/contracts/rules` (work-log-rules.ts).
 */
@Injectable()
export class WorkLogsService {
  constructor(
    private readonly logs: WorkLogsRepository,
    private readonly awards: AwardsRepository,
    private readonly applications: ApplicationsRepository,
    private readonly notifier: Notifier,
    @InjectConfig() private readonly config: AppConfig,
    private readonly contractGate: ContractGate,
  ) {}

  async list(actor: AuthenticatedUser, query: WorkLogListQueryDto): Promise<WorkLogListResponse> {
    const { items, total } = await this.logs.list(actor, query);
    return { items: await this.present(items), total, page: query.page, limit: query.limit };
  }

  async one(actor: AuthenticatedUser, id: string): Promise<WorkLogDetailResponse> {
    const found = await this.logs.findForActor(actor, id);
    if (!found) throw notFound();
    const entry = await this.presentRow(found);
    const versions = await this.logs.versions(found.log.id);
    const names = await this.logs.authorNames(versions.map((v) => v.createdBy ?? ''));
    return {
      ...entry,
      versions: versions.map((v) => ({
        version: v.version,
        start: formatTime(v.startMinute),
        end: formatTime(v.endMinute),
        breakMinutes: v.breakMinutes,
        netMinutes: v.netMinutes,
        note: v.note,
        late: v.late,
        lateReason: v.lateReason,
        workingTimeException: v.workingTimeException,
        reason: v.reason,
        createdAt: v.createdAt.toISOString(),
        createdByName: v.createdBy ? (names.get(v.createdBy) ?? null) : null,
      })),
    };
  }

  async record(actor: AuthenticatedUser, input: WorkLogCreateDto): Promise<WorkLogResponse> {
    const found = await this.findAward(actor, input.awardId, 'supplier');
    if (found.award.status === 'awarded') throw new DomainError(WorkLogsErrorCode.AwardNotStarted);
    // § 12 (1) AÜG: hours only under a contract whose current version both parties accepted.
    await this.contractGate.requireAccepted(found.award.id);
    const today = berlinToday();
    const dayIssues = ruleIssues({ workDate: input.workDate }, { workDate: [workLogRules.notFuture(today)] });
    if (dayIssues.length > 0) throw new DomainError('VALIDATION_FAILED', { issues: dayIssues });
    // Hours are for work done on the awarded job: not for days before it started.
    const startDay = found.award.startedAt ? berlinToday(found.award.startedAt) : today;
    if (input.workDate < startDay) {
      throw DomainError.field('workDate', 'server.workLogs.fieldRules.beforeStart', { date: germanDate(startDay) });
    }
    await this.requireWorkerOnAward(found, input.workerId);
    const late = isLateEntry(input.workDate, today);
    const values = this.values(input, late, input.lateReason ?? null, input.workingTimeException ?? null);
    const row = await this.logs.transaction(async (tx) => {
      if (found.job.type === 'resource') await this.checkMaximumLending(tx, found, input.workerId, input.workDate, today);
      await this.checkLimits(tx, input.workerId, input.workDate, values);
      const inserted = await this.logs.insert(tx, {
        awardId: found.award.id,
        workerId: input.workerId,
        supplierId: found.award.supplierId,
        clientId: found.award.clientId,
        workDate: input.workDate,
        createdBy: actor.id,
        ...values,
      });
      await this.notifySubmitted(tx, found, inserted);
      return inserted;
    });
    return this.presentOne(actor, row.id);
  }

  async correct(actor: AuthenticatedUser, id: string, input: WorkLogCorrectionDto): Promise<WorkLogResponse> {
    const found = await this.logs.findForActor(actor, id);
    if (!found || found.log.supplierId !== actor.id) throw notFound();
    const { log } = found;
    if (!['submitted', 'disputed'].includes(log.status)) throw new DomainError(WorkLogsErrorCode.NotOpen);
    if (input.version !== undefined && input.version !== log.version) throw new DomainError(WorkLogsErrorCode.NotOpen);
    // Late is decided by when the day was first recorded; a correction keeps it (and may restate the reason).
    const values = this.values(input, log.late, input.lateReason ?? log.lateReason, input.workingTimeException ?? null);
    const award = await this.findAward(actor, log.awardId, 'supplier');
    await this.logs.transaction(async (tx) => {
      await this.checkLimits(tx, log.workerId, log.workDate, values, log.id);
      const changed = await this.logs.correct(tx, log.id, log.version, values, input.reason, actor.id);
      if (!changed) throw new DomainError(WorkLogsErrorCode.NotOpen);
      await this.notifySubmitted(tx, award, changed);
    });
    return this.presentOne(actor, log.id);
  }

  async approve(actor: AuthenticatedUser, input: WorkLogApproveDto): Promise<WorkLogApproveResponse> {
    let selection: WorkLogSelection;
    if (input.ids?.length) {
      // Every id must be one of the client's entries; otherwise nothing is approved.
      const visible = await Promise.all(input.ids.map((id) => this.logs.findForActor(actor, id)));
      if (visible.some((f) => !f || f.log.clientId !== actor.id)) throw notFound();
      selection = { ids: input.ids };
    } else if (input.awardId) {
      await this.findAward(actor, input.awardId, 'client');
      selection = { awardId: input.awardId, workerId: input.workerId, from: input.from, to: input.to };
    } else {
      throw field('ids', 'selection');
    }
    const approved = await this.logs.approve(actor.id, selection);
    return { approved: approved.length };
  }

  async dispute(actor: AuthenticatedUser, id: string, input: WorkLogDisputeDto): Promise<WorkLogResponse> {
    const found = await this.logs.findForActor(actor, id);
    if (!found || found.log.clientId !== actor.id) throw notFound();
    await this.logs.transaction(async (tx) => {
      const changed = await this.logs.dispute(tx, actor.id, id, input.reason);
      if (!changed) throw new DomainError(WorkLogsErrorCode.NotOpen);
      const titles = await this.logs.jobTitles([changed.awardId], tx);
      await this.notifier.notify(tx, {
        userId: changed.supplierId,
        type: 'workLogDisputed',
        params: {
          jobTitle: titles.get(changed.awardId) ?? '',
          workerName: found.workerName,
          date: germanDate(changed.workDate),
          reason: input.reason,
        },
        link: hoursLink(changed.awardId, changed.clientId),
      });
    });
    return this.presentOne(actor, id);
  }

  /** The award if the actor may see it and is its `party`; else 404. */
  async findAward(actor: AuthenticatedUser, awardId: string, party?: 'client' | 'supplier'): Promise<AwardWithJob> {
    const found = await this.awards.findForActor(actor, awardId);
    if (!found) throw notFound();
    if (party && found.award[party === 'client' ? 'clientId' : 'supplierId'] !== actor.id) throw notFound();
    return found;
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────────────

  private values(
    input: { start: string; end: string; breakMinutes: number; note?: string },
    late: boolean,
    lateReason: string | null,
    workingTimeException: string | null,
  ): WorkLogValues {
    const issues = ruleIssues(input, WORK_LOG_TIME_RULES);
    const start = parseTime(input.start);
    const end = parseTime(input.end);
    const net = start === null || end === null ? null : netMinutesOf(start, end, input.breakMinutes);
    if (issues.length > 0 || start === null || end === null || net === null) throw new DomainError('VALIDATION_FAILED', { issues });
    if (late && !lateReason) {
      throw new DomainError(WorkLogsErrorCode.LateReasonRequired, {
        issues: [{ field: 'lateReason', messageKey: 'errors.WORK_LOG_LATE_REASON_REQUIRED', params: {} }],
      });
    }
    return {
      startMinute: start,
      endMinute: end,
      breakMinutes: input.breakMinutes,
      netMinutes: net,
      note: input.note ?? null,
      late,
      lateReason: late ? lateReason : null,
      workingTimeException,
    };
  }

  /** No overlap with the worker's other entries that day; at most 24 h a day and 168 h a week (§9). */
  private async checkLimits(tx: Tx, workerId: string, workDate: string, values: WorkLogValues, exceptId?: string) {
    // Serialises entries of one worker, so two concurrent recordings cannot both pass the checks.
    await this.awards.lockWorkers(tx, [workerId]);
    const name = () => this.logs.workerName(workerId, tx);
    const clash = await this.logs.overlapping(tx, workerId, workDate, values.startMinute, values.endMinute, exceptId);
    if (clash) {
      throw new DomainError(WorkLogsErrorCode.Overlap, { params: { name: await name(), date: germanDate(workDate) } });
    }
    const day = (await this.logs.netMinutes(tx, workerId, workDate, workDate, exceptId)) + values.netMinutes;
    if (day > WORK_LOG_LIMITS.dailyMinutes) {
      throw new DomainError(WorkLogsErrorCode.DailyLimit, {
        params: { name: await name(), date: germanDate(workDate), hours: formatHours(day) },
      });
    }
    const week = weekOf(workDate);
    const weekly = (await this.logs.netMinutes(tx, workerId, week.from, week.to, exceptId)) + values.netMinutes;
    if (weekly > WORK_LOG_LIMITS.weeklyMinutes) {
      throw new DomainError(WorkLogsErrorCode.WeeklyLimit, { params: { name: await name(), hours: formatHours(weekly) } });
    }
    await this.checkWorkingTime(tx, workerId, workDate, values, exceptId);
  }

  /**
   * ArbZG §3 (10 h a day), §4 (breaks) and §5 (1) (11 h rest to the day before and after) over the
   * worker's whole day on every award: beyond them only with the supplier's reason, which every
   * version keeps and the client sees. A reason for a day within the limits is not stored.
   */
  private async checkWorkingTime(tx: Tx, workerId: string, workDate: string, values: WorkLogValues, exceptId?: string) {
    const around = await this.logs.spans(tx, workerId, addCalendarDays(workDate, -1), addCalendarDays(workDate, 1), exceptId);
    const spansOn = (date: string): WorkingTimeSpan[] =>
      around.filter((s) => s.workDate === date).map((s) => ({ start: s.startMinute, end: s.endMinute, breakMinutes: s.breakMinutes }));
    const spans = [...spansOn(workDate), { start: values.startMinute, end: values.endMinute, breakMinutes: values.breakMinutes }];
    const violations = workingTimeViolations({
      spans,
      previousDay: spansOn(addCalendarDays(workDate, -1)),
      nextDay: spansOn(addCalendarDays(workDate, 1)),
    });
    if (violations.length === 0) {
      values.workingTimeException = null;
      return;
    }
    if (values.workingTimeException) return;
    const day = workingDayTotals(spans);
    const params = {
      dailyMaximum: { hours: ARBZG.maxDailyMinutes / 60, worked: formatHours(day.netMinutes) },
      breakTooShort: { worked: formatHours(day.netMinutes), minutes: requiredBreakMinutes(day.netMinutes), taken: day.breakMinutes },
      restTooShort: { hours: ARBZG.minRestMinutes / 60 },
    };
    throw new DomainError(WorkLogsErrorCode.WorkingTimeExceptionRequired, {
      issues: violations.map((v) => ({ field: 'workingTimeException', messageKey: `server.workLogs.workingTime.${v}`, params: params[v] })),
    });
  }

  /**
   * § 1 (1b) AÜG (law/aueg.ts `lendingOnDay`): a named worker may be lent to the client for at most 18
   * months. Naming checks an open-ended lending on its first day only, so every work day recorded is
   * checked against all of the worker's lending to this client (this award's too, open ends running to
   * today): a day after the last allowed one is refused, naming that day.
   */
  private async checkMaximumLending(tx: Tx, { award }: AwardWithJob, workerId: string, workDate: string, today: string) {
    const bookings = await this.awards.lendingBookings([workerId], { clientId: award.clientId }, tx);
    const lending = lendingOnDay(
      bookings.map((booking) => lendingPeriodOf(booking, today)),
      workDate,
    );
    if (!lending.exceeded) return;
    throw new DomainError(WorkLogsErrorCode.LendingMaximumExceeded, {
      params: { name: await this.logs.workerName(workerId, tx), lastAllowedDay: germanDate(lending.lastAllowedDay) },
    });
  }

  /**
   * Resource jobs bill per named worker: only workers named on the award. Fixed-budget work may be
   * staffed freely: any of the supplier's own workers.
   */
  private async requireWorkerOnAward({ award, job }: AwardWithJob, workerId: string): Promise<void> {
    const named = (await this.awards.namedWorkerIds([award.id])).get(award.id) ?? [];
    if (named.includes(workerId)) return;
    if (job.type === 'fixedBudget') {
      const own = await this.logs.transaction((tx) => this.applications.ownWorkers(tx, award.supplierId, [workerId]));
      if (own.length) return;
    }
    throw field('workerId', 'workerNotOnAward');
  }

  /** Tells the client that hours wait for review, at most once an hour per awarded work. */
  private async notifySubmitted(tx: Tx, { award, job }: AwardWithJob, row: WorkLogRow): Promise<void> {
    const since = new Date(Date.now() - SUBMITTED_NOTICE_QUIET_MS);
    if (await this.logs.submittedSince(tx, award.id, since, row.id)) return;
    const [supplier] = await this.applications.usersByIds([award.supplierId]);
    await this.notifier.notify(tx, {
      userId: award.clientId,
      type: 'workLogsSubmitted',
      params: { jobTitle: job.title, companyName: partyName(supplier) },
      link: hoursLink(award.id, award.clientId),
    });
  }

  private async presentOne(actor: AuthenticatedUser, id: string): Promise<WorkLogResponse> {
    const found = await this.logs.findForActor(actor, id);
    if (!found) throw notFound();
    return this.presentRow(found);
  }

  private async presentRow(row: WorkLogWithWorker): Promise<WorkLogResponse> {
    const [entry] = await this.present([row]);
    if (!entry) throw notFound();
    return entry;
  }

  /** Answers with the day's ArbZG warnings (all the worker's entries that day) and the automatic approval date. */
  async present(rows: WorkLogWithWorker[]): Promise<WorkLogResponse[]> {
    const dates = rows.map((r) => r.log.workDate).sort();
    const [first, last] = [dates[0], dates[dates.length - 1]];
    if (!first || !last) return [];
    const totals = await this.logs.dayTotals(
      rows.map((r) => r.log.workerId),
      first,
      last,
    );
    const days = this.config.workLogAutoApproveDays;
    return rows.map(({ log, workerName }) => {
      const day = totals.get(`${log.workerId}|${log.workDate}`) ?? { netMinutes: log.netMinutes, breakMinutes: log.breakMinutes };
      return {
        _id: log.id,
        awardId: log.awardId,
        workerId: log.workerId,
        workerName,
        workDate: log.workDate,
        start: formatTime(log.startMinute),
        end: formatTime(log.endMinute),
        breakMinutes: log.breakMinutes,
        netMinutes: log.netMinutes,
        note: log.note,
        status: log.status,
        late: log.late,
        lateReason: log.lateReason,
        workingTimeException: log.workingTimeException,
        disputeReason: log.disputeReason,
        version: log.version,
        submittedAt: log.submittedAt.toISOString(),
        reviewedAt: log.reviewedAt?.toISOString() ?? null,
        autoApproveAt:
          log.status === 'submitted' ? new Date(log.submittedAt.getTime() + days * DAY_MS).toISOString() : null,
        invoiced: log.invoiceId !== null,
        warnings: workLogWarnings(day.netMinutes, day.breakMinutes),
      };
    });
  }
}

/** The hours screen of an awarded work (route `/awarded-jobs/hours-logged/:id/:clientId`). */
export const hoursLink = (awardId: string, clientId: string) => `/awarded-jobs/hours-logged/${awardId}/${clientId}`;
