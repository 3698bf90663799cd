/**
 * Pure helpers of the job search and the relevance ranking (unit-tested without a database).
 *
 * Keyword search never hands user input to `to_tsquery`: the words are cut out of the input here
 * (letters and digits only), stemmed by PostgreSQL with `to_tsvector('german', word)`, and the
 * resulting lexemes are joined as prefix terms (`lexeme:*`) with `&`. So `Elektriker` (stem
 * `elektrik`) finds "Elektrikerin gesucht", `Schweißer` (stem `schweiss`) finds "Schweißarbeiten".
 */
import { FEDERAL_STATES, type FederalState, type RelevanceReason } from '@fachwerk/shared/contracts';

/** At most this many words of a search input are used. */
export const SEARCH_WORDS_MAX = 8;
const WORD = /[\p{L}\p{N}]+/gu;
const LEXEME = /^[\p{L}\p{N}]+$/u;

/** The words of a search input: letters and digits only, lower-cased, unique, at most 8. */
export function searchWords(input: string | undefined | null): string[] {
  if (!input) return [];
  const words = (input.normalize('NFC').match(WORD) ?? []).map((word) => word.toLocaleLowerCase('de-DE'));
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * The `simple`-configuration tsquery text for stemmed lexemes: `'elektrik':* & 'schweiss':*`.
 * Anything that is not a plain lexeme (letters and digits) is dropped, so the text cannot carry
 * tsquery operators. Empty when nothing is left.
 */
export function prefixTsquery(lexemes: readonly string[]): string {
  const safe = [...new Set(lexemes.filter((lexeme) => LEXEME.test(lexeme)))];
  return safe.map((lexeme) => `'${lexeme}':*`).join(' & ');
}

/** Bounding box around a point, for the index prefilter of the distance search. */
export function boundingBox(lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / 111.32;
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLng = cos < 0.01 ? 180 : Math.min(180, radiusKm / (111.32 * cos));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** The parts of a supplier's profile (users.profile) the relevance ranking uses. */
export interface SupplierFit {
  services: string[];
  skills: string[];
  regions: FederalState[];
  languages: string[];
  /** weekly hours the supplier offers (dailyHours × 5 when only daily hours are given); null = unknown */
  weeklyHours: number | null;
}

interface ProfileLike {
  serviceType?: unknown;
  specialSkillsOrExp?: unknown;
  categoryAvailability?: unknown;
  languageProficiency?: unknown;
  dailyHours?: unknown;
  weeklyHours?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const isState = (value: string): value is FederalState =>
  (FEDERAL_STATES as readonly string[]).includes(value);

/**
 * Reads the fit from a supplier profile: services are `serviceType` plus the categories of
 * `categoryAvailability`; regions are every `areaRegion` ("Alle auswählen" = all 16 states).
 */
export function supplierFit(profile: ProfileLike | null | undefined): SupplierFit {
  const p = profile ?? {};
  const categories = Array.isArray(p.categoryAvailability)
    ? (p.categoryAvailability as { category?: unknown; areaRegion?: unknown }[])
    : [];
  const services = new Set([
    ...strings(p.serviceType),
    ...categories.map((c) => c?.category).filter((c): c is string => typeof c === 'string'),
  ]);
  const regionNames = categories.flatMap((c) => strings(c?.areaRegion));
  const regions = regionNames.includes('Alle auswählen')
    ? [...FEDERAL_STATES]
    : [...new Set(regionNames.filter(isState))];
  const languages = Array.isArray(p.languageProficiency)
    ? (p.languageProficiency as { language?: unknown }[])
        .map((l) => l?.language)
        .filter((l): l is string => typeof l === 'string')
    : [];
  const weekly = typeof p.weeklyHours === 'number' && p.weeklyHours > 0 ? p.weeklyHours : null;
  const daily = typeof p.dailyHours === 'number' && p.dailyHours > 0 ? p.dailyHours * 5 : null;
  return {
    services: [...services],
    skills: [...new Set(strings(p.specialSkillsOrExp))],
    regions,
    languages: [...new Set(languages)],
    weeklyHours: weekly ?? daily,
  };
}

/**
 * Weights of the relevance score (sum 100). A job is a candidate when its service is one the
 * supplier offers, or when it lies in one of the supplier's regions and asks for one of their
 * skills; languages and availability only add to a candidate's score.
 */
export const RELEVANCE_WEIGHTS = {
  service: 35,
  region: 25,
  skills: 20,
  languages: 10,
  availability: 10,
} as const;

export interface RelevanceInput {
  serviceId: string;
  federalState: string;
  skills: readonly string[];
  languageIds: readonly string[];
  hours: number;
}

/** A supplier's fit as sets, for scoring many jobs against it. */
export interface FitSets {
  services: ReadonlySet<string>;
  skills: ReadonlySet<string>;
  regions: ReadonlySet<string>;
  languages: ReadonlySet<string>;
  weeklyHours: number | null;
}

const fitSets = (fit: SupplierFit): FitSets => ({
  services: new Set(fit.services),
  skills: new Set(fit.skills),
  regions: new Set(fit.regions),
  languages: new Set(fit.languages),
  weeklyHours: fit.weeklyHours,
});

/**
 * The relevance score (0–100) of a job for a supplier, or null when the job is no candidate: a
 * candidate is of a service the supplier offers, or lies in one of their regions and asks for one of
 * their skills. (OpenJobsIndex in the api computes the same score over integer codes; its unit test
 * holds the two to the same ranking.)
 */
export function relevanceScore(job: RelevanceInput, fit: FitSets): number | null {
  const service = fit.services.has(job.serviceId);
  const region = fit.regions.has(job.federalState);
  let matchedSkills = 0;
  for (const skill of job.skills) if (fit.skills.has(skill)) matchedSkills += 1;
  if (!service && !(region && matchedSkills > 0)) return null;
  let score = service ? RELEVANCE_WEIGHTS.service : 0;
  if (matchedSkills > 0) score += Math.round((RELEVANCE_WEIGHTS.skills * matchedSkills) / job.skills.length);
  if (region) score += RELEVANCE_WEIGHTS.region;
  for (const language of job.languageIds) {
    if (fit.languages.has(language)) {
      score += RELEVANCE_WEIGHTS.languages;
      break;
    }
  }
  if (fit.weeklyHours !== null && job.hours <= fit.weeklyHours) score += RELEVANCE_WEIGHTS.availability;
  return Math.min(100, score);
}

/** The score (0–100) and the reasons of one job for a supplier (what the relevant-jobs page shows). */
export function relevance(
  job: RelevanceInput,
  fit: SupplierFit,
): { score: number; reasons: RelevanceReason[] } {
  const score = relevanceScore(job, fitSets(fit));
  if (score === null) return { score: 0, reasons: [] };
  const reasons: RelevanceReason[] = [];
  if (fit.services.includes(job.serviceId)) reasons.push({ kind: 'service', matched: [job.serviceId] });
  const matchedSkills = job.skills.filter((skill) => fit.skills.includes(skill));
  if (matchedSkills.length > 0) reasons.push({ kind: 'skills', matched: matchedSkills });
  if ((fit.regions as string[]).includes(job.federalState))
    reasons.push({ kind: 'region', matched: [job.federalState] });
  const matchedLanguages = job.languageIds.filter((language) => fit.languages.includes(language));
  if (matchedLanguages.length > 0) reasons.push({ kind: 'languages', matched: matchedLanguages });
  if (fit.weeklyHours !== null && job.hours <= fit.weeklyHours)
    reasons.push({ kind: 'availability', matched: [] });
  return { score, reasons };
}
