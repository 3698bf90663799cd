import { Injectable } from '@nestjs/common';
import {
  WORKER_DEFAULTS,
  type WorkerAvailability,
  type WorkerListResponse,
  type WorkerRequest,
  type WorkerLendingAtClient,
  type WorkerResponse,
} from '@fachwerk/shared/contracts';
import { countingLendingPeriods, isLendingInterruption, rules } from '@fachwerk/shared/contracts/rules';
import { DomainError, FieldCipher, ruleIssues, type AuthenticatedUser, type FieldIssue } from '@fachwerk/server/core';
import {
  ApplicationsRepository,
  AwardsRepository,
  berlinToday,
  CatalogueLookupRepository,
  partyName,
  SEALED_FIELDS,
  WorkersRepository,
  type CatalogueName,
  type WorkerListFilter,
  type WorkerPatch,
  type WorkerProfileFields,
  type WorkerWithAssignment,
} from '@fachwerk/server/db';
import { FileReferenceValidator } from '../../common/file-references';
import { lendingClockView, lendingPeriodsBy } from '../../common/lending';
import { WorkersErrorCode } from './workers.errors';

/** Worker draft fields stored in columns of their own; everything else lives in the profile document. */
const COLUMN_FIELDS = [
  'fullName',
  'email',
  'jobType',
  'proficiency',
  'serviceType',
  'languageSpoken',
] as const;
/** Fields that fall back to their §3/§9 default when a patch clears them with null. */
const DEFAULTED = WORKER_DEFAULTS as Record<string, unknown>;
const WORKER_PERIOD_RULES = { endDate: [rules.notBefore('startDate')] };
/** The four private documents: upload paths the supplier itself uploaded. */
export const WORKER_DOCUMENT_FIELDS = ['cv', 'certification', 'insuranceDocuments', 'passportOrId'] as const;

type Incoming = Partial<Record<keyof WorkerRequest, unknown>>;

/**
 * The worker as its supplier and admins see it, the passport/ID number opened (sealed at rest;
 * clients never get it: they see workers only as summaries).
 */
export function toWorkerResponse(row: WorkerWithAssignment, cipher: Pick<FieldCipher, 'open'>): WorkerResponse {
  const { passportIdNumber } = row.profile;
  return {
    ...row.profile,
    ...(typeof passportIdNumber === 'string' ? { passportIdNumber: cipher.open(passportIdNumber, SEALED_FIELDS.passportId) } : {}),
    _id: row.id,
    supplierId: row.supplierId,
    fullName: row.fullName,
    ...(row.email ? { email: row.email } : {}),
    dialCode: row.profile.dialCode ?? WORKER_DEFAULTS.dialCode,
    jobType: row.jobType,
    proficiency: row.proficiency,
    serviceType: row.serviceType,
    languageSpoken: row.languageSpoken,
    termAndCondition: row.profile.termAndCondition ?? WORKER_DEFAULTS.termAndCondition,
    isAddFavorite: row.profile.isAddFavorite ?? WORKER_DEFAULTS.isAddFavorite,
    // one availability for every screen: booked on active awarded work is busy (the list's filter and
    // counts and the dashboard use the same rule, workerEffectivelyBusy)
    availability: row.assigned ? 'busy' : row.availability,
    assigned: row.assigned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A supplier's team: create, read, change, soft-delete, busy/free. Suppliers reach their own workers
 * only (someone else's is "not found"); admins read every team; clients see workers only as
 * summaries through the jobs module (WorkersRepository.summariesFor).
 */
@Injectable()
export class WorkersService {
  constructor(
    private readonly workers: WorkersRepository,
    private readonly catalogues: CatalogueLookupRepository,
    private readonly files: FileReferenceValidator,
    private readonly cipher: FieldCipher,
    private readonly awards: AwardsRepository,
    private readonly applications: ApplicationsRepository,
  ) {}

  /** The profile document as stored: the passport/ID number sealed (FieldCipher). */
  private sealed(profile: Record<string, unknown>): Record<string, unknown> {
    const value = profile['passportIdNumber'];
    return typeof value === 'string' && value !== '' ? { ...profile, passportIdNumber: this.cipher.seal(value, SEALED_FIELDS.passportId) } : profile;
  }

  async list(actor: AuthenticatedUser, filter: WorkerListFilter): Promise<WorkerListResponse> {
    const { items, total, counts } = await this.workers.list(actor, filter);
    return { items: items.map((row) => toWorkerResponse(row, this.cipher)), total, page: filter.page, limit: filter.limit, counts };
  }

  async get(actor: AuthenticatedUser, id: string): Promise<WorkerResponse> {
    const row = await this.require(actor, id);
    return { ...toWorkerResponse(row, this.cipher), lending: await this.lending(row.id) };
  }

  /**
   * The worker's lending clock at each client it was lent to (§ 1 (1b), § 8 (4) AÜG), as of today;
   * clients whose last period ended more than three months ago are left out (a new lending there
   * starts a new clock).
   */
  private async lending(workerId: string): Promise<WorkerLendingAtClient[]> {
    const today = berlinToday();
    const bookings = await this.awards.lendingBookings([workerId]);
    const byClient = lendingPeriodsBy(bookings, (b) => b.clientId, today);
    const clients = new Map((await this.applications.usersByIds([...byClient.keys()])).map((u) => [u.id, u]));
    return [...byClient]
      .flatMap(([clientId, periods]) => {
        const clock = lendingClockView(periods, today);
        const lastDay = countingLendingPeriods(periods).at(-1)?.to;
        if (!clock || !lastDay || isLendingInterruption(lastDay, today)) return [];
        return [{ client: { _id: clientId, companyName: partyName(clients.get(clientId)) }, clock }];
      })
      .sort((a, b) => a.clock.lastAllowedDay.localeCompare(b.clock.lastAllowedDay));
  }

  async create(actor: AuthenticatedUser, request: WorkerRequest): Promise<WorkerResponse> {
    const fields = withoutEmpty(request as Incoming);
    await this.check(actor, fields, {});
    const { columns, profile } = split(fields);
    const row = await this.workers.create(actor, {
      fullName: columns.fullName as string,
      email: (columns.email as string | undefined) ?? null,
      jobType: (columns.jobType as WorkerRequest['jobType']) ?? WORKER_DEFAULTS.jobType,
      proficiency: (columns.proficiency as WorkerRequest['proficiency']) ?? WORKER_DEFAULTS.proficiency,
      serviceType: (columns.serviceType as string[] | undefined) ?? [],
      languageSpoken: (columns.languageSpoken as string[] | undefined) ?? [],
      profile: {
        dialCode: WORKER_DEFAULTS.dialCode,
        termAndCondition: WORKER_DEFAULTS.termAndCondition,
        isAddFavorite: WORKER_DEFAULTS.isAddFavorite,
        ...this.sealed(profile),
      } as WorkerProfileFields,
    });
    return toWorkerResponse({ ...row, assigned: false }, this.cipher);
  }

  /** Changes the fields sent; `null` clears an optional field or restores a default; fullName cannot be cleared. */
  async update(
    actor: AuthenticatedUser,
    id: string,
    request: Partial<WorkerRequest>,
  ): Promise<WorkerResponse> {
    const current = await this.require(actor, id);
    const sent = Object.fromEntries(
      Object.entries(request).filter(([, value]) => value !== undefined),
    ) as Incoming;
    if (sent.fullName === null) {
      throw DomainError.field('fullName', 'validation.required');
    }
    await this.check(actor, sent, toWorkerResponse(current, this.cipher));
    const { columns, profile } = split(sent);
    const patch: WorkerPatch = {};
    for (const [field, value] of Object.entries(columns)) {
      if (field === 'serviceType' || field === 'languageSpoken')
        patch[field] = (value as string[] | null) ?? [];
      else if (field === 'jobType')
        patch.jobType = (value as WorkerRequest['jobType']) ?? WORKER_DEFAULTS.jobType;
      else if (field === 'proficiency')
        patch.proficiency = (value as WorkerRequest['proficiency']) ?? WORKER_DEFAULTS.proficiency;
      else if (field === 'email') patch.email = (value as string | null) ?? null;
      else if (field === 'fullName') patch.fullName = value as string;
    }
    if (Object.keys(profile).length > 0) {
      const merged: Record<string, unknown> = { ...current.profile };
      for (const [field, value] of Object.entries(this.sealed(profile))) {
        if (value !== null) merged[field] = value;
        else if (field in DEFAULTED) merged[field] = DEFAULTED[field];
        else delete merged[field];
      }
      patch.profile = merged as WorkerProfileFields;
    }
    const updated = await this.workers.update(actor, id, patch);
    if (!updated) throw new DomainError(WorkersErrorCode.NotFound);
    return toWorkerResponse({ ...updated, assigned: current.assigned }, this.cipher);
  }

  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    const outcome = await this.workers.softDelete(actor, id);
    if (outcome === 'missing') throw new DomainError(WorkersErrorCode.NotFound);
    if (outcome === 'booked')
      throw new DomainError(WorkersErrorCode.OnRunningWork);
  }

  async setAvailability(
    actor: AuthenticatedUser,
    id: string,
    availability: WorkerAvailability,
  ): Promise<WorkerResponse> {
    const current = await this.require(actor, id);
    const updated = await this.workers.update(actor, id, { availability });
    if (!updated) throw new DomainError(WorkersErrorCode.NotFound);
    return toWorkerResponse({ ...updated, assigned: current.assigned }, this.cipher);
  }

  private async require(actor: AuthenticatedUser, id: string): Promise<WorkerWithAssignment> {
    const row = await this.workers.findForActor(actor, id);
    if (!row) throw new DomainError(WorkersErrorCode.NotFound);
    return row;
  }

  /** Rules the DTO cannot check alone: catalogue ids, the date order, ownership of the documents. */
  private async check(
    actor: AuthenticatedUser,
    fields: Incoming,
    current: Partial<WorkerResponse>,
  ): Promise<void> {
    const issues: FieldIssue[] = [];
    const catalogueChecks: [keyof WorkerRequest, CatalogueName][] = [
      ['serviceType', 'services'],
      ['languageSpoken', 'languages'],
      ['shift', 'shifts'],
    ];
    for (const [field, catalogue] of catalogueChecks) {
      const value = fields[field];
      const ids = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
      if (ids.length && (await this.catalogues.missingActive(catalogue, ids)).length) {
        issues.push({ field, messageKey: 'validation.exists', params: {} });
      }
    }
    const startDate =
      fields.startDate === undefined ? current.startDate : (fields.startDate as string | null);
    const endDate = fields.endDate === undefined ? current.endDate : (fields.endDate as string | null);
    // The contracts rule on the edit merged with the stored worker, when either date changes.
    if (fields.startDate !== undefined || fields.endDate !== undefined)
      issues.push(...ruleIssues({ startDate, endDate }, WORKER_PERIOD_RULES));
    const references = WORKER_DOCUMENT_FIELDS.filter((field) => fields[field] !== undefined).map((field) => ({
      field,
      value: fields[field],
    }));
    if (references.length) {
      // A worker's documents are uploads of the supplier whose team it is.
      const owner = current.supplierId ?? actor.id;
      const kept = WORKER_DOCUMENT_FIELDS.map((field) => current[field]);
      issues.push(...(await this.files.check(owner, references, { kept })).issues);
    }
    if (issues.length) throw new DomainError(WorkersErrorCode.Validation, { issues });
  }
}

/** §5: empty strings, arrays and objects count as "not sent". */
function withoutEmpty(fields: Incoming): Incoming {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => {
      if (value === undefined || value === null || value === '') return false;
      if (Array.isArray(value)) return value.length > 0;
      return true;
    }),
  ) as Incoming;
}

function split(fields: Incoming): { columns: Incoming; profile: Record<string, unknown> } {
  const columns: Incoming = {};
  const profile: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if ((COLUMN_FIELDS as readonly string[]).includes(field)) columns[field as keyof WorkerRequest] = value;
    else profile[field] = value;
  }
  return { columns, profile };
}
