import {
  uploadIdOfPath,
  type JobResponse,
  type JobSummary,
} from '@fachwerk/shared/contracts';
import type { JobListRow, JobView } from '@fachwerk/server/db';
import { jobSummaryOf } from '../../common/job-summary';

export { berlinToday } from '@fachwerk/server/db';

/** The upload ids of a job's documents. */
export const uploadIds = (documents: readonly string[]): string[] =>
  documents.map(uploadIdOfPath).filter((id): id is string => id !== null);

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
    constructionException: job.constructionException,
  };
}

/** Another client's open job as the market shows it: no owner notes, no documents (shared with suppliers only). */
export function marketView(job: JobResponse): JobResponse {
  const { closedNote: _note, ...shown } = job;
  return { ...shown, documents: [], fileNames: {}, closedReason: null, deactivationReason: null };
}
