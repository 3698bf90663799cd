import {
  changeSearch,
  EMPTY_SEARCH,
  hasFilters,
  parseSearchState,
  searchStateToParams,
  toSearchQuery,
} from './search-query';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('job search state in the URL', () => {
  it('reads every filter, bracket arrays included, and writes the same URL back', () => {
    const query =
      'q=Elektriker&type=resource&serviceId=svc-1&skills%5B%5D=sk-1&skills%5B%5D=sk-2&languages%5B%5D=lang-de&state=Bayern&budgetMin=30&budgetMax=45.5&startFrom=2027-01-01&startTo=2027-06-30&experience=Expert&sort=budget&page=3';
    const state = parse(query);
    expect(state).toMatchObject({
      q: 'Elektriker',
      type: 'resource',
      serviceId: 'svc-1',
      skills: ['sk-1', 'sk-2'],
      languages: ['lang-de'],
      state: 'Bayern',
      budgetMin: 30,
      budgetMax: 45.5,
      startFrom: '2027-01-01',
      startTo: '2027-06-30',
      experience: 'Expert',
      sort: 'budget',
      page: 3,
    });
    expect(searchStateToParams(state).toString()).toBe(query);
  });

  it('accepts repeated keys without brackets and drops unknown values', () => {
    const state = parse(
      'skills=a&skills=b&type=other&state=Atlantis&experience=guru&sort=random&page=-1&startFrom=01.01.2027',
    );
    expect(state.skills).toEqual(['a', 'b']);
    expect(state).toMatchObject({ type: '', state: '', experience: '', sort: '', page: 1, startFrom: '' });
  });

  it('a place with coordinates wins over a state; the default radius stays out of the URL', () => {
    const state = parse('state=Bayern&place=M%C3%BCnchen&lat=48.137&lng=11.575');
    expect(state).toMatchObject({ state: '', place: 'München', lat: 48.137, lng: 11.575, radiusKm: 50 });
    expect(searchStateToParams(state).toString()).toBe('place=M%C3%BCnchen&lat=48.137&lng=11.575');
    expect(searchStateToParams({ ...state, radiusKm: 100 }).get('radiusKm')).toBe('100');
  });

  it('the API query has cents, the place only with both coordinates and no empty values', () => {
    expect(toSearchQuery(parse('q=%20Schwei%C3%9Fer%20&budgetMin=30&budgetMax=45.5&state=Berlin'))).toEqual({
      page: 1,
      limit: 20,
      q: 'Schweißer',
      state: 'Berlin',
      budgetMin: 3000,
      budgetMax: 4550,
    });
    expect(toSearchQuery(parse('lat=48.1&lng=11.5&radiusKm=25&page=2'))).toEqual({
      page: 2,
      limit: 20,
      lat: 48.1,
      lng: 11.5,
      radiusKm: 25,
    });
    expect(toSearchQuery(parse('lat=48.1'))).toEqual({ page: 1, limit: 20 });
  });

  it('a filter change goes back to page 1; the plain search has no filters', () => {
    expect(changeSearch({ ...EMPTY_SEARCH, page: 4 }, { type: 'fixedBudget' }).page).toBe(1);
    expect(hasFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, sort: 'budget', page: 2 })).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, skills: ['x'] })).toBe(true);
  });
});
