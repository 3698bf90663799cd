import type {
  ApplicationRow,
  ApplicationsRepository,
  AwardRow,
  AwardsRepository,
  FeedbackRepository,
  FeedbackView,
  JobRow,
  PermitsRepository,
  StaffingPermitRow,
  UserRow,
  WorkersRepository,
} from '@fachwerk/server/db';
import { AwardsPresenter } from './awards-presenter';
import { excerptOf } from '../../common/plain-text';
import { jobSummaryOf } from '../../common/job-summary';

const DAY = 24 * 60 * 60 * 1000;
const client = { id: 'client-1', userType: 'client' as const };
const supplier = { id: 'supplier-1', userType: 'supplier' as const };

const job = {
  id: 'job-1',
  type: 'resource',
  title: 'Elektriker gesucht',
  status: 'completed',
  serviceId: 'service-1',
  startDate: '2027-03-01',
  endDate: null,
  hours: 40,
  workersNeeded: 1,
  workersAwarded: 1,
  budgetMinCents: 3000,
  budgetMaxCents: 4000,
  address: 'Domkloster 4, 50667 Köln',
  postcode: null,
  city: 'Köln',
  federalState: 'Nordrhein-Westfalen',
  lat: null,
  lng: null,
  experience: 'Medium',
  skills: [],
  languages: [],
  accommodation: false,
  descriptionText: `Kabel ${'verlegen '.repeat(60)}`,
  applicationsCount: 1,
  publishedAt: null,
  createdAt: new Date('2026-11-01T10:00:00Z'),
} as unknown as JobRow;

function award(approvedDaysAgo: number): AwardRow {
  return {
    id: 'award-1',
    jobId: job.id,
    applicationId: 'application-1',
    clientId: client.id,
    supplierId: supplier.id,
    status: 'approved',
    slots: 1,
    priceCents: 3500,
    awardedAt: new Date(),
    startedAt: new Date(),
    completedAt: new Date(),
    approvedAt: new Date(Date.now() - approvedDaysAgo * DAY),
    completionRejectionReason: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

const supplierFeedback = (hiddenAt: Date | null = null): FeedbackView => ({
  id: 'feedback-1',
  awardId: 'award-1',
  authorId: supplier.id,
  authorRole: 'supplier',
  targetId: client.id,
  rating: 5,
  comment: 'Klare Absprachen.',
  hiddenAt,
  hiddenReason: null,
  createdAt: new Date(),
  jobTitle: 'Elektriker gesucht',
  authorName: 'Krüger Montage GmbH',
  targetName: 'Hoffmann Bau GmbH',
});

function presenter(feedback: FeedbackView[], permitRows: StaffingPermitRow[] = []) {
  const users = [
    { id: client.id, companyName: 'Hoffmann Bau GmbH', firstName: 'M', lastName: 'H', profilePic: null },
    { id: supplier.id, companyName: 'Krüger Montage GmbH', firstName: 'S', lastName: 'K', profilePic: null },
  ] as UserRow[];
  const applications = {
    usersByIds: async () => users,
  } as unknown as ApplicationsRepository;
  const awards = {
    namedWorkerIds: async () => new Map([['award-1', []]]),
    idsByApplication: async () => new Map(),
    // a resource award with no named workers: no lending to count
    lendingBookings: async () => [],
    formerEmployeeAnswers: async () => new Map(),
  } as unknown as AwardsRepository;
  const feedbackRepository = {
    ratingsFor: async () => new Map(),
    forAwards: async () => feedback,
  } as unknown as FeedbackRepository;
  const workers = { summariesFor: async () => [] } as unknown as WorkersRepository;
  const permitLookups: string[][] = [];
  const permits = {
    ofSuppliers: async (ids: string[]) => {
      permitLookups.push([...ids]);
      return permitRows.filter((row) => ids.includes(row.supplierId));
    },
  } as unknown as PermitsRepository;
  return Object.assign(new AwardsPresenter(applications, awards, feedbackRepository, workers, permits), { permitLookups });
}

describe('AwardsPresenter feedback state', () => {
  it('hides the other side’s feedback until the caller wrote too, and lets the caller write', async () => {
    const answer = await presenter([supplierFeedback()]).award(client, { award: award(2), job });
    expect(answer.feedback).toEqual({ mine: null, theirs: null, canWrite: true });
  });

  it('reveals it 14 days after approval', async () => {
    const answer = await presenter([supplierFeedback()]).award(client, { award: award(15), job });
    expect(answer.feedback.theirs).toMatchObject({
      rating: 5,
      authorName: 'Krüger Montage GmbH',
      jobTitle: 'Elektriker gesucht',
    });
  });

  it('never shows feedback an admin hid, and shows an author their own', async () => {
    const hidden = presenter([supplierFeedback(new Date())]);
    expect((await hidden.award(client, { award: award(30), job })).feedback.theirs).toBeNull();
    const own = await presenter([supplierFeedback()]).award(supplier, { award: award(1), job });
    expect(own.feedback).toMatchObject({ mine: { rating: 5 }, theirs: null, canWrite: false });
  });
});

describe('jobSummaryOf (the summary awards and applications show)', () => {
  it('shortens the description to a plain excerpt and leaves out empty location parts', () => {
    const summary = jobSummaryOf(job, {
      _id: client.id,
      companyName: 'Hoffmann Bau GmbH',
      rating: { average: null, count: 0 },
    });
    // the same excerpt as job search: cut at a word boundary after at most 240 characters
    expect(summary.excerpt).toBe(excerptOf(job.descriptionText));
    expect(summary.excerpt).toMatch(/^Kabel (verlegen )+…$/);
    expect(summary.location).toEqual({
      address: 'Domkloster 4, 50667 Köln',
      city: 'Köln',
      state: 'Nordrhein-Westfalen',
    });
  });
});

describe('AwardsPresenter: the supplier’s AÜG permit on applications (§ 1 (1) AÜG)', () => {
  const permitRow = (supplierId: string, over: Partial<StaffingPermitRow>): StaffingPermitRow =>
    ({ id: `permit-${supplierId}`, supplierId, unlimited: false, validUntil: null, status: 'verified', ...over }) as StaffingPermitRow;
  const applicationOf = (id: string, supplierId: string, onJob: JobRow) => ({
    application: {
      id,
      jobId: onJob.id,
      supplierId,
      status: 'pending',
      priceCents: 3500,
      message: 'Bereit.',
      documents: [],
      workerIds: [],
      rejectionReason: null,
      createdAt: new Date('2026-11-20T08:00:00Z'),
      decidedAt: null,
    } as unknown as ApplicationRow,
    job: onJob,
  });
  const fixedJob = { ...job, id: 'job-2', type: 'fixedBudget' } as unknown as JobRow;

  it('shows each resource applicant’s permit as the status route does, looked up once for the whole list', async () => {
    const shown = presenter(
      [],
      [
        permitRow('supplier-verified', { unlimited: true }),
        permitRow('supplier-expired', { validUntil: '2020-12-31' }),
        permitRow('supplier-pending', { status: 'pending', validUntil: '2099-12-31' }),
      ],
    );
    const answers = await shown.applicationList([
      applicationOf('a-1', 'supplier-verified', job),
      applicationOf('a-2', 'supplier-expired', job),
      applicationOf('a-3', 'supplier-pending', job),
      applicationOf('a-4', 'supplier-none', job),
      applicationOf('a-5', 'supplier-fixed', fixedJob),
    ]);
    expect(answers.map((a) => a.supplierPermit)).toEqual([
      { supplierId: 'supplier-verified', status: 'verified', validity: 'valid', validUntil: null, unlimited: true, usable: true },
      { supplierId: 'supplier-expired', status: 'verified', validity: 'expired', validUntil: '2020-12-31', unlimited: false, usable: false },
      { supplierId: 'supplier-pending', status: 'pending', validity: 'valid', validUntil: '2099-12-31', unlimited: false, usable: false },
      { supplierId: 'supplier-none', status: 'none', validity: null, validUntil: null, unlimited: false, usable: false },
      // fixed-price work needs no permit
      null,
    ]);
    // one query for the list, only for the resource applicants (no query per application)
    expect(shown.permitLookups).toEqual([['supplier-verified', 'supplier-expired', 'supplier-pending', 'supplier-none']]);
  });
});
