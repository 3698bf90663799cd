/**
 * A supplier’s team. Field names follow the worker draft of specification §3,
 * spellings included (`serviceAreaLocationPrefernces`, `deggre`). Dates are ISO `YYYY-MM-DD`.
 * Documents (cv, certification, insuranceDocuments, passportOrId) are upload paths
 * (`/api/v1/files/<id>`) the supplier uploaded; they are served only to that supplier and admins.
 */
import type { Paginated } from './api';
import type { WorkExperience, Reference } from './accounts';
import type { WorkerJobType } from './constants';
import type { WorkerLendingAtClient } from './jobs';

export const WORKER_PROFICIENCIES = ['fresher', 'medium', 'expert'] as const;
export type WorkerProficiency = (typeof WORKER_PROFICIENCIES)[number];

/** Manual availability a supplier sets; an active award makes a worker busy as well. */
export const WORKER_AVAILABILITIES = ['free', 'busy'] as const;
export type WorkerAvailability = (typeof WORKER_AVAILABILITIES)[number];

export interface ServiceAreaLocationPreference {
  serviceArea: string;
  locationPreference?: string;
  city?: string;
  state?: string;
  country?: string;
  lat?: number;
  long?: number;
}

/** POST /workers and PATCH /workers/{id}: the worker draft of §3 (defaults in WORKER_DEFAULTS). */
export interface WorkerRequest {
  fullName: string;
  email?: string;
  /** default +49 */
  dialCode?: string;
  phoneNumber?: string;
  dob?: string;
  nationality?: string;
  /** ids of services */
  serviceType?: string[];
  /** ids of languages */
  languageSpoken?: string[];
  license?: string;
  company?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  previousWorkExperience?: WorkExperience[];
  reference?: Reference[];
  /** default fullTime */
  jobType?: WorkerJobType;
  workingHrs?: number;
  /** id of a shift */
  shift?: string;
  serviceAreaLocationPrefernces?: ServiceAreaLocationPreference[];
  insuranceName?: string;
  liabilityInsuranceName?: string;
  workerCompensation?: string;
  passportIdNumber?: string;
  highestQualification?: string;
  institution?: string;
  deggre?: string;
  fieldOfStudy?: string;
  cv?: string;
  certification?: string;
  insuranceDocuments?: string;
  passportOrId?: string;
  /** default fresher */
  proficiency?: WorkerProficiency;
  comments?: string;
  /** 0 or 1, default 0 */
  termAndCondition?: 0 | 1;
  /** 0 or 1, default 0 */
  isAddFavorite?: 0 | 1;
}

/** A worker as its supplier and admins see it (everything, documents included). */
export interface WorkerResponse
  extends
    Required<
      Pick<
        WorkerRequest,
        'fullName' | 'dialCode' | 'jobType' | 'proficiency' | 'termAndCondition' | 'isAddFavorite'
      >
    >,
    Omit<
      WorkerRequest,
      'fullName' | 'dialCode' | 'jobType' | 'proficiency' | 'termAndCondition' | 'isAddFavorite'
    > {
  _id: string;
  supplierId: string;
  /**
   * The availability every screen shows (team list and tabs, dashboard, apply form): `busy` when set
   * so by hand or while `assigned`.
   */
  availability: WorkerAvailability;
  /** true while the worker is named on an awarded or running job (then `availability` is `busy`) */
  assigned: boolean;
  createdAt: string;
  updatedAt: string;
  /** GET /workers/{id} only: the lending clock at each client (§ 1 (1b), § 8 (4) AÜG) */
  lending?: WorkerLendingAtClient[];
}

/** What a client sees of a proposed or named worker: no contact data, no documents. */
export interface WorkerSummary {
  _id: string;
  fullName: string;
  serviceType: string[];
  languageSpoken: string[];
  proficiency: WorkerProficiency;
  jobType: WorkerJobType;
  highestQualification?: string;
  /** number of previous work experiences */
  experienceCount: number;
}

/** GET /workers: `q` (name, e-mail), `availability`, paging; sort `name` | `newest`. */
export interface WorkerListQuery {
  q?: string;
  availability?: WorkerAvailability;
  page?: number;
  limit?: number;
  sort?: 'name' | 'newest';
}
export type WorkerListResponse = Paginated<WorkerResponse> & { counts: Record<WorkerAvailability, number> };

/** PATCH /workers/{id}/availability */
export interface WorkerAvailabilityRequest {
  availability: WorkerAvailability;
}
