import {
  EXPERIENCE_LEVELS,
  FEDERAL_STATES,
  JOB_SORTS,
  JOB_TYPES,
  PAGE_LIMIT_DEFAULT,
  type ExperienceLevel,
  type FederalState,
  type JobSearchQuery,
  type JobSort,
  type JobType,
} from '@fachwerk/shared/contracts';

/**
 * The job search as it lives in the URL, so a search can be shared and survives reload and back:
 * `?q=&type=&serviceId=&skills[]=&languages[]=&state=` or `&place=&lat=&lng=&radiusKm=`,
 * `&budgetMin=&budgetMax=` (whole euros, as typed; the API gets cents), `&startFrom=&startTo=`,
 * `&experience=&sort=&page=`. Defaults are left out, so the plain search has a plain URL.
 */
export interface JobSearchState {
  q: string;
  type: JobType | '';
  serviceId: string;
  skills: string[];
  languages: string[];
  /** where: a federal state, or a place with a radius (never both) */
  state: FederalState | '';
  place: string;
  lat: number | null;
  lng: number | null;
  radiusKm: number;
  /** euros */
  budgetMin: number | null;
  budgetMax: number | null;
  startFrom: string;
  startTo: string;
  experience: ExperienceLevel | '';
  /** '' = the server's default (relevance with a keyword, newest without) */
  sort: JobSort | '';
  page: number;
}

/** Radius choices (km) of the distance search; the API default is 50. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 50;

export const EMPTY_SEARCH: JobSearchState = {
  q: '',
  type: '',
  serviceId: '',
  skills: [],
  languages: [],
  state: '',
  place: '',
  lat: null,
  lng: null,
  radiusKm: DEFAULT_RADIUS_KM,
  budgetMin: null,
  budgetMax: null,
  startFrom: '',
  startTo: '',
  experience: '',
  sort: '',
  page: 1,
};

const ID = /^[\w-]{1,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  raw && (values as readonly string[]).includes(raw) ? (raw as T) : '';

/** Repeated keys in both spellings (`skills[]=a&skills[]=b` or `skills=a&skills=b`), ids only, no duplicates. */
const list = (params: URLSearchParams, key: string): string[] => [
  ...new Set([...params.getAll(`${key}[]`), ...params.getAll(key)].filter((v) => ID.test(v))),
];

const finite = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

const date = (raw: string | null): string => (raw && ISO_DATE.test(raw) ? raw : '');

export function parseSearchState(params: URLSearchParams): JobSearchState {
  const lat = finite(params.get('lat'), -90, 90);
  const lng = finite(params.get('lng'), -180, 180);
  const hasPlace = lat !== null && lng !== null;
  const radius = finite(params.get('radiusKm'), 1, 500);
  const page = Number(params.get('page'));
  const serviceId = params.get('serviceId') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    type: oneOf(JOB_TYPES, params.get('type')),
    serviceId: ID.test(serviceId) ? serviceId : '',
    skills: list(params, 'skills'),
    languages: list(params, 'languages'),
    state: hasPlace ? '' : oneOf(FEDERAL_STATES, params.get('state')),
    place: hasPlace ? (params.get('place') ?? '').slice(0, 200) : '',
    lat: hasPlace ? lat : null,
    lng: hasPlace ? lng : null,
    radiusKm: radius === null ? DEFAULT_RADIUS_KM : Math.round(radius),
    budgetMin: finite(params.get('budgetMin'), 0, 1_000_000),
    budgetMax: finite(params.get('budgetMax'), 0, 1_000_000),
    startFrom: date(params.get('startFrom')),
    startTo: date(params.get('startTo')),
    experience: oneOf(EXPERIENCE_LEVELS, params.get('experience')),
    sort: oneOf(JOB_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** URL parameters of a search (bracket arrays; defaults left out). */
export function searchStateToParams(state: JobSearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('q', state.q.trim());
  set('type', state.type);
  set('serviceId', state.serviceId);
  state.skills.forEach((id) => params.append('skills[]', id));
  state.languages.forEach((id) => params.append('languages[]', id));
  if (state.lat !== null && state.lng !== null) {
    set('place', state.place);
    set('lat', state.lat);
    set('lng', state.lng);
    if (state.radiusKm !== DEFAULT_RADIUS_KM) set('radiusKm', state.radiusKm);
  } else {
    set('state', state.state);
  }
  set('budgetMin', state.budgetMin);
  set('budgetMax', state.budgetMax);
  set('startFrom', state.startFrom);
  set('startTo', state.startTo);
  set('experience', state.experience);
  set('sort', state.sort);
  if (state.page > 1) set('page', state.page);
  return params;
}

/** A change of any filter starts again at page 1. */
export function changeSearch(
  state: JobSearchState,
  patch: Partial<Omit<JobSearchState, 'page'>>,
): JobSearchState {
  return { ...state, ...patch, page: 1 };
}

export const euroToCents = (euros: number): number => Math.round(euros * 100);

/** The API query of a search: cents for money, the place only with both coordinates. */
export function toSearchQuery(state: JobSearchState, limit: number = PAGE_LIMIT_DEFAULT): JobSearchQuery {
  const query: JobSearchQuery = { page: state.page, limit };
  if (state.q.trim()) query.q = state.q.trim();
  if (state.type) query.type = state.type;
  if (state.serviceId) query.serviceId = state.serviceId;
  if (state.skills.length) query.skills = state.skills;
  if (state.languages.length) query.languages = state.languages;
  if (state.lat !== null && state.lng !== null) {
    query.lat = state.lat;
    query.lng = state.lng;
    query.radiusKm = state.radiusKm;
  } else if (state.state) {
    query.state = state.state;
  }
  if (state.budgetMin !== null) query.budgetMin = euroToCents(state.budgetMin);
  if (state.budgetMax !== null) query.budgetMax = euroToCents(state.budgetMax);
  if (state.startFrom) query.startFrom = state.startFrom;
  if (state.startTo) query.startTo = state.startTo;
  if (state.experience) query.experience = state.experience;
  if (state.sort) query.sort = state.sort;
  return query;
}

/** Whether any filter is set (the empty state then offers "reset filters"). */
export const hasFilters = (state: JobSearchState): boolean =>
  searchStateToParams({ ...state, page: 1, sort: '' }).toString() !== '';
