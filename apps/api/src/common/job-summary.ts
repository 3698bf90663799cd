import type { JobClientInfo, JobSummary } from '@fachwerk/shared/contracts';
import type { JobView } from '@fachwerk/server/db';
import { excerptOf } from './plain-text';

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
