import { jest } from '@jest/globals';
import {
  relevance,
  type JobRankingFeatures,
  type JobsRepository,
  type SupplierFit,
} from '@fachwerk/server/db';
import { OpenJobsIndex } from './open-jobs-index';

/** Deterministic pseudo-random numbers (mulberry32), so a failure is reproducible. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERVICES = ['s0', 's1', 's2', 's3', 's4'];
const STATES = ['Bayern', 'Berlin', 'Hessen', 'Sachsen'] as const;
const SKILLS = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'];
const LANGUAGES = ['de', 'en', 'pl'];
const TODAY = '2026-11-22';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function randomJobs(count: number, seed: number): JobRankingFeatures[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(i + 1),
    status: next() < 0.85 ? 'open' : pick(['draft', 'closed', 'completed'] as const),
    serviceId: pick(SERVICES),
    federalState: pick(STATES),
    skills: [...new Set(Array.from({ length: Math.floor(next() * 4) }, () => pick(SKILLS)))],
    languageIds: next() < 0.3 ? [] : [pick(LANGUAGES)],
    hours: 20 + Math.floor(next() * 5) * 10,
    // some already started (never ranked), many sharing a start and a publication moment (ties)
    startDate: `2026-11-${String(18 + Math.floor(next() * 10)).padStart(2, '0')}`,
    publishedAt: next() < 0.1 ? null : new Date(Date.UTC(2026, 10, 1 + Math.floor(next() * 5))),
  }));
}

/** What the ranking must equal: every open, not yet started candidate scored by `relevance`, sorted. */
function bruteForce(rows: JobRankingFeatures[], fit: SupplierFit) {
  return rows
    .filter((row) => row.status === 'open' && row.startDate >= TODAY)
    .map((row) => ({ row, ...relevance(row, fit) }))
    .filter((entry) => entry.reasons.length > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.row.publishedAt?.getTime() ?? -Infinity) - (a.row.publishedAt?.getTime() ?? -Infinity) ||
        (b.row.id > a.row.id ? 1 : -1),
    )
    .map((entry) => ({ id: entry.row.id, score: entry.score }));
}

function repository(rows: { all: JobRankingFeatures[]; changed?: JobRankingFeatures[] }) {
  const rankingFeatures = jest.fn(async (since?: Date) => (since ? (rows.changed ?? []) : rows.all));
  return { repo: { rankingFeatures } as unknown as JobsRepository, rankingFeatures };
}

describe('OpenJobsIndex ranking', () => {
  it('pages through exactly the order of scoring every job with `relevance` (score, newest, id)', async () => {
    const rows = randomJobs(2_000, 7);
    const { repo } = repository({ all: rows });
    const index = new OpenJobsIndex(repo);
    await index.fresh();
    const fits: SupplierFit[] = [
      {
        services: ['s1'],
        skills: ['k1', 'k2'],
        regions: ['Bayern', 'Hessen'],
        languages: ['de'],
        weeklyHours: 40,
      },
      { services: [], skills: ['k3'], regions: ['Berlin'], languages: [], weeklyHours: null },
      { services: ['s0', 's4'], skills: [], regions: [], languages: ['pl', 'en'], weeklyHours: 30 },
    ];
    for (const fit of fits) {
      const expected = bruteForce(rows, fit);
      expect(expected.length).toBeGreaterThan(20);
      for (const [page, limit] of [
        [1, 20],
        [2, 20],
        [3, 7],
        [1, 100],
      ] as const) {
        const ranked = index.rank(fit, TODAY, page, limit);
        expect(ranked.total).toBe(expected.length);
        expect(ranked.ranked).toEqual(expected.slice((page - 1) * limit, page * limit));
      }
      const beyond = index.rank(fit, TODAY, 1_000, 20);
      expect(beyond).toEqual({ ranked: [], total: expected.length });
    }
  });

  it('leaves out jobs that are not open or have started, and fits nothing without services or region skills', async () => {
    const rows = randomJobs(300, 11);
    const { repo } = repository({ all: rows.filter((row) => row.status === 'open') });
    const index = new OpenJobsIndex(repo);
    await index.fresh();
    const fit: SupplierFit = {
      services: SERVICES,
      skills: [],
      regions: [],
      languages: [],
      weeklyHours: null,
    };
    const { ranked, total } = index.rank(fit, TODAY, 1, 1_000);
    const startedOrClosed = new Set(
      rows.filter((row) => row.status !== 'open' || row.startDate < TODAY).map((row) => row.id),
    );
    expect(total).toBe(rows.length - startedOrClosed.size);
    expect(ranked.some((entry) => startedOrClosed.has(entry.id))).toBe(false);
    expect(
      index.rank({ ...fit, services: [], regions: ['Bayern'] }, TODAY, 1, 20), // region without a skill
    ).toEqual({ ranked: [], total: 0 });
  });
});

describe('OpenJobsIndex following the jobs table', () => {
  const fit: SupplierFit = { services: ['s1'], skills: [], regions: [], languages: [], weeklyHours: null };
  const job = (id: number, changes: Partial<JobRankingFeatures> = {}): JobRankingFeatures => ({
    id: uuid(id),
    status: 'open',
    serviceId: 's1',
    federalState: 'Bayern',
    skills: [],
    languageIds: [],
    hours: 40,
    startDate: '2026-12-01',
    publishedAt: new Date(Date.UTC(2026, 10, id)),
    ...changes,
  });
  const ids = (index: OpenJobsIndex) => index.rank(fit, TODAY, 1, 100).ranked.map((entry) => entry.id);

  it('reads every open job once, then only changes: at once after this instance changed a job, else after the interval', async () => {
    let now = 1_000_000;
    const rows: { all: JobRankingFeatures[]; changed: JobRankingFeatures[] } = {
      all: [job(1), job(2)],
      changed: [],
    };
    const { repo, rankingFeatures } = repository(rows);
    const index = new OpenJobsIndex(repo, { syncIntervalMs: 1_000, overlapMs: 60_000 }, () => now);
    await index.fresh();
    expect(rankingFeatures).toHaveBeenCalledTimes(1);
    expect(rankingFeatures).toHaveBeenLastCalledWith();
    expect(ids(index)).toEqual([uuid(2), uuid(1)]);

    // Within the interval and untouched: no query.
    now += 500;
    await index.fresh();
    expect(rankingFeatures).toHaveBeenCalledTimes(1);

    // This instance published job 3 and closed job 1: the next ranking reads the changes first,
    // from a minute before the previous read began.
    rows.changed = [job(3), job(1, { status: 'closed' })];
    index.touched();
    await index.fresh();
    expect(rankingFeatures).toHaveBeenCalledTimes(2);
    expect(rankingFeatures).toHaveBeenLastCalledWith(new Date(1_000_000 - 60_000));
    expect(ids(index)).toEqual([uuid(3), uuid(2)]);

    // Another instance moved job 2 to another trade: seen once the view is older than the interval.
    rows.changed = [job(2, { serviceId: 's2' })];
    now += 999;
    await index.fresh();
    expect(ids(index)).toEqual([uuid(3), uuid(2)]);
    now += 1;
    await index.fresh();
    expect(rankingFeatures).toHaveBeenCalledTimes(3);
    expect(ids(index)).toEqual([uuid(3)]);
  });

  it('drops a job deleted here at once and jobs deleted elsewhere at the next full read', async () => {
    let now = 0;
    const rows = { all: [job(1), job(2), job(3)], changed: [] as JobRankingFeatures[] };
    const { repo, rankingFeatures } = repository(rows);
    const index = new OpenJobsIndex(repo, { syncIntervalMs: 1_000, reloadIntervalMs: 10_000 }, () => now);
    await index.fresh();
    index.removed(uuid(1));
    expect(ids(index)).toEqual([uuid(3), uuid(2)]);

    rows.all = [job(3)]; // job 2 deleted through another instance
    now = 10_000;
    await index.fresh(); // starts the full read in the background
    await new Promise((resolve) => setImmediate(resolve));
    await index.fresh();
    expect(rankingFeatures.mock.calls.filter((call) => call.length === 0)).toHaveLength(2);
    expect(ids(index)).toEqual([uuid(3)]);
    expect(index.size).toBe(1);
  });

  it('fails the ranking when the jobs cannot be read, and reads again on the next one', async () => {
    const { repo, rankingFeatures } = repository({ all: [job(1)] });
    rankingFeatures.mockRejectedValueOnce(new Error('connection refused'));
    const index = new OpenJobsIndex(repo);
    await expect(index.fresh()).rejects.toThrow('connection refused');
    await index.fresh();
    expect(ids(index)).toEqual([uuid(1)]);
  });
});
