/**
 * The contract between client and supplier that every award creates (api module `contracts`):
 * - resource jobs: an Arbeitnehmerüberlassungsvertrag (§ 1 (1) sentences 5–6, § 12 (1) AÜG; its
 *   mandatory items in law/aueg.ts `LENDING_CONTRACT_ITEMS`);
 * - fixed-price jobs: a Werkvertrag summary (§ 631 BGB: scope, price, dates; acceptance § 640 BGB).
 *
 * Every change (the client's staffing terms, named workers) makes a new version; a version is
 * identified by the SHA-256 of its text. Both parties accept the current version in the app; the
 * acceptance records the person's name, the time and the hash (text form, § 126b BGB: a lasting,
 * readable declaration naming the person). Work starts, workers are named and hours are logged only
 * while the current version is accepted by both.
 */
import type { LendingContractItem } from './law/aueg';
import type { Paginated } from './api';

export const CONTRACT_KINDS = ['lending', 'work'] as const;
/** `lending`: Arbeitnehmerüberlassungsvertrag (resource jobs); `work`: Werkvertrag (fixed-price jobs) */
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_PARTIES = ['client', 'supplier'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

/**
 * `incomplete`: mandatory items are missing (the client has not entered the staffing terms yet);
 * `awaitingAcceptance`: complete, not yet accepted by both; `accepted`: the current version is accepted by both.
 */
export const CONTRACT_STATUSES = ['incomplete', 'awaitingAcceptance', 'accepted'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Why a version was made. */
export const CONTRACT_VERSION_REASONS = ['awarded', 'staffingTerms', 'workers'] as const;
export type ContractVersionReason = (typeof CONTRACT_VERSION_REASONS)[number];

/** Limits of the staffing terms the client enters (DTO and form). */
export const STAFFING_TERMS_LIMITS = {
  textMax: 2000,
  /** cents per hour; 1,000 €/h is beyond any comparable pay */
  payMaxCents: 100_000,
} as const;

/**
 * PUT /awards/{id}/contract/staffing-terms (the client of a resource job): what § 12 (1) sentence 3
 * AÜG asks of the hirer — the particular features of the activity, the professional qualification
 * it needs, the essential working conditions of a comparable employee of the hirer and their pay.
 */
export interface StaffingTermsRequest {
  activity: string;
  qualification: string;
  workingConditions: string;
  /** gross hourly pay of a comparable employee of the client, cents */
  comparablePay: number;
}

export interface ContractAcceptanceResponse {
  party: ContractParty;
  /** the accepting person's name as recorded */
  name: string;
  acceptedAt: string;
  /** the SHA-256 of the version's text the person accepted */
  sha256: string;
}

export interface ContractVersionResponse {
  version: number;
  reason: ContractVersionReason;
  /** SHA-256 (hex) of `text` */
  sha256: string;
  /** the contract text of this version (German, the binding language) */
  text: string;
  createdAt: string;
  acceptances: ContractAcceptanceResponse[];
}

export interface ContractResponse {
  _id: string;
  awardId: string;
  kind: ContractKind;
  status: ContractStatus;
  /** mandatory items the current version lacks (lending contracts) */
  missing: LendingContractItem[];
  /** the parties that have not accepted the current version yet */
  awaiting: ContractParty[];
  /** the client's staffing terms (lending contracts; null until entered) */
  staffingTerms: StaffingTermsRequest | null;
  current: ContractVersionResponse;
}

export type ContractVersionListResponse = Paginated<ContractVersionResponse>;

/** POST /awards/{id}/contract/accept (client or supplier of the award): accepts exactly this version. */
export interface AcceptContractRequest {
  version: number;
  sha256: string;
}

export const CONTRACT_PATHS = {
  /** GET (client, supplier of the award, admins) */
  one: (awardId: string) => `/awards/${awardId}/contract`,
  /** GET, paged, newest first */
  versions: (awardId: string) => `/awards/${awardId}/contract/versions`,
  /** PUT (client; lending contracts): a new version */
  staffingTerms: (awardId: string) => `/awards/${awardId}/contract/staffing-terms`,
  /** POST (client or supplier) */
  accept: (awardId: string) => `/awards/${awardId}/contract/accept`,
  /** GET the PDF of the current version (`?version=` for an earlier one) */
  pdf: (awardId: string) => `/awards/${awardId}/contract/pdf`,
} as const;
