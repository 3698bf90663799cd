import {
  EXPERIENCE_LEVELS,
  FEDERAL_STATES,
  JOB_SORTS,
  JOB_TYPES,
  PAGE_LIMIT_DEFAULT,
  type JobSearchQuery,
} from '@fachwerk/shared/contracts';
import {
  dateField,
  idField,
  idListField,
  integerField,
  numberField,
  oneOfField,
  pageField,
  parseListState,
  textField,
  writeListState,
  type ListState,
  type ListUrlOptions,
} from '@fachwerk/web/ui';

/** Radius choices (km) of the distance search; the API default is 50. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 50;

/**
 * The job search as it lives in the URL (the kit's list codec), so a search can be shared and
 * survives reload and back: `?q=&type=&serviceId=&skills[]=&languages[]=&state=` or
 * `&place=&lat=&lng=&radiusKm=`, `&budgetMin=&budgetMax=` (euros as typed; the API gets cents),
 * `&startFrom=&startTo=`, `&experience=&sort=&page=`. Defaults are left out, so the plain search
 * has a plain URL.
 */
export const SEARCH_FIELDS = {
  q: textField(200),
  type: oneOfField(JOB_TYPES),
  serviceId: idField(),
  skills: idListField(),
  languages: idListField(),
  /** where: a federal state, or a place with a radius (never both; see linkPlace) */
  state: oneOfField(FEDERAL_STATES),
  place: textField(200),
  lat: numberField(-90, 90),
  lng: numberField(-180, 180),
  radiusKm: integerField(1, 500, DEFAULT_RADIUS_KM),
  /** euros */
  budgetMin: numberField(0, 1_000_000),
  budgetMax: numberField(0, 1_000_000),
  startFrom: dateField(),
  startTo: dateField(),
  experience: oneOfField(EXPERIENCE_LEVELS),
  /** '' = the server's default (relevance with a keyword, newest without) */
  sort: oneOfField(JOB_SORTS),
  page: pageField(),
};

export type JobSearchState = ListState<typeof SEARCH_FIELDS>;

/** A place counts only with both coordinates, and then wins over a federal state. */
export function linkPlace(state: JobSearchState): JobSearchState {
  if (state.lat !== null && state.lng !== null) return { ...state, state: '' };
  return { ...state, place: '', lat: null, lng: null, radiusKm: DEFAULT_RADIUS_KM };
}

/** How the search page keeps it: the place rule, and a history entry per search (Back returns to the previous one). */
export const SEARCH_URL: ListUrlOptions<typeof SEARCH_FIELDS> = { link: linkPlace, history: 'push' };

export const parseSearchState = (params: URLSearchParams): JobSearchState =>
  linkPlace(parseListState(SEARCH_FIELDS, params));

/** URL parameters of a search (bracket arrays; defaults left out). */
export const searchStateToParams = (state: JobSearchState): URLSearchParams =>
  writeListState(SEARCH_FIELDS, linkPlace(state));

export const EMPTY_SEARCH: JobSearchState = parseSearchState(new URLSearchParams());

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
