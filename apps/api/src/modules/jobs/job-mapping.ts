import {
  uploadIdOfPath,
  type JobClientInfo,
  type JobResponse,
  type JobSummary,
} from '@fachwerk/shared/contracts';
import type { JobListRow, JobView } from '@fachwerk/server/db';

const EXCERPT_MAX = 240;

export { berlinToday } from '@fachwerk/server/db';

/** A plain-text excerpt cut at a word boundary. */
export function excerptOf(text: string, max = EXCERPT_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

/** The upload ids of a job's documents. */
export const uploadIds = (documents: readonly string[]): string[] =>
  documents.map(uploadIdOfPath).filter((id): id is string => id !== null);

/**
 * The summary every job list shows (search, my jobs, applications, awards): the row's fields and
 * the client as the caller loaded it. Search adds distance and the supplier's saved/applied flags.
 */
export function jobSummaryOf(job: JobView, client: JobClientInfo): JobSummary {
  return {
    _id: job.id,
    type: job.type,
    title: job.title,
    status: job.status,
    serviceId: job.serviceId,
    startDate: job.startDate,
    endDate: job.endDate,
    hours: job.hours,
    workersNeeded: job.workersNeeded,
    workersAwarded: job.workersAwarded,
    budgetMin: job.budgetMinCents,
    budgetMax: job.budgetMaxCents,
    location: {
      address: job.address,
      ...(job.postcode ? { postcode: job.postcode } : {}),
      ...(job.city ? { city: job.city } : {}),
      state: job.federalState,
      ...(job.lat !== null ? { lat: job.lat } : {}),
      ...(job.lng !== null ? { lng: job.lng } : {}),
    },
    experience: job.experience,
    skills: job.skills,
    languages: job.languages,
    accommodation: job.accommodation,
    excerpt: excerptOf(job.descriptionText),
    applicationsCount: job.applicationsCount,
    client,
    publishedAt: job.publishedAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
  };
}

export function toJobSummary(row: JobListRow & { distanceKm?: number }, supplierView: boolean): JobSummary {
  const { job } = row;
  return {
    ...jobSummaryOf(job, {
      _id: job.clientId,
      companyName: row.companyName ?? '',
      profilePic: row.profilePic,
      rating: { average: row.ratingAverage, count: row.ratingCount },
    }),
    ...(row.distanceKm !== undefined ? { distanceKm: row.distanceKm } : {}),
    ...(supplierView ? { saved: row.saved, applied: row.applied } : { closedNote: job.closedNote }),
  };
}

export function toJobResponse(row: JobListRow, supplierView: boolean): JobResponse {
  const job: JobView = row.job;
  return {
    ...toJobSummary(row, supplierView),
    description: job.descriptionHtml,
    documents: job.documents,
    tools: job.tools,
    certificates: job.certificates,
    closedReason: job.closedReason,
    deactivationReason: job.deactivationReason,
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** Another client's open job as the market shows it: no owner notes, no documents (shared with suppliers only). */
export function marketView(job: JobResponse): JobResponse {
  const { closedNote: _note, ...shown } = job;
  return { ...shown, documents: [], fileNames: {}, closedReason: null, deactivationReason: null };
}
