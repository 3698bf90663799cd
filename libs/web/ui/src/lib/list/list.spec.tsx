import { jest } from '@jest/globals';
import { configureApiEffects, initI18n, resetApiEffects, type ApiError } from '@fachwerk/web/data-access';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  booleanField,
  dateField,
  flagField,
  idField,
  idListField,
  integerField,
  numberField,
  oneOfField,
  pageField,
  parseListState,
  textField,
  useListUrlState,
  writeListState,
  type ListState,
} from './list-url-state';
import { useMutationAction, type MutationOutcome } from './useMutationAction';

beforeAll(() => {
  initI18n('de');
});

const schema = {
  page: pageField(),
  q: textField(20),
  status: oneOfField(['open', 'closed'] as const),
  rating: integerField(1, 5),
  hidden: booleanField(),
};

describe('list URL state codec', () => {
  it('round-trips a state through the query string, leaving defaults out', () => {
    const state = { page: 3, q: 'Elektrik', status: 'open' as const, rating: 4, hidden: false };
    const params = writeListState(schema, state);
    expect(params.toString()).toBe('page=3&q=Elektrik&status=open&rating=4&hidden=false');
    expect(parseListState(schema, params)).toEqual(state);
    expect(writeListState(schema, { page: 1, q: ' ', status: '', rating: null, hidden: null }).toString()).toBe('');
  });

  it('falls back to defaults for anything a hand-edited URL may carry', () => {
    expect(parseListState(schema, new URLSearchParams('page=-2&status=gone&rating=9&hidden=yes&q=' + 'x'.repeat(50)))).toEqual({
      page: 1,
      q: 'x'.repeat(20),
      status: '',
      rating: null,
      hidden: null,
    });
  });

  it('writes a flag as key=1 when on and leaves it out when off', () => {
    const flags = { unread: flagField() };
    expect(writeListState(flags, { unread: true }).toString()).toBe('unread=1');
    expect(writeListState(flags, { unread: false }).toString()).toBe('');
    expect(parseListState(flags, new URLSearchParams('unread=yes'))).toEqual({ unread: false });
  });

  it('reads a multi-value field from repeated keys in both spellings and writes bracket keys', () => {
    const multi = { skills: idListField(), page: pageField() };
    const state = parseListState(multi, new URLSearchParams('skills%5B%5D=sk-1&skills=sk-2&skills%5B%5D=sk-1&skills%5B%5D=no%20id'));
    expect(state).toEqual({ skills: ['sk-1', 'sk-2'], page: 1 });
    expect(writeListState(multi, state).toString()).toBe('skills%5B%5D=sk-1&skills%5B%5D=sk-2');
    // written over a URL that had them in the other spelling: one spelling remains, other keys stay
    expect(writeListState(multi, { skills: ['sk-3'], page: 1 }, new URLSearchParams('skills=a&tab=x&skills%5B%5D=b')).toString()).toBe(
      'tab=x&skills%5B%5D=sk-3',
    );
    expect(writeListState(multi, { skills: ['a'], page: 2 }, new URLSearchParams('skills%5B%5D=a&tab=x')).toString()).toBe(
      'skills%5B%5D=a&tab=x&page=2',
    );
    expect(writeListState(multi, { skills: [], page: 1 }, new URLSearchParams('skills%5B%5D=a')).toString()).toBe('');
    expect(parseListState({ ids: idListField(2) }, new URLSearchParams('ids=a&ids=b&ids=c')).ids).toEqual(['a', 'b']);
  });

  it('reads decimals, days and ids defensively; an integer may fall back to a default kept out of the URL', () => {
    const fields = { budget: numberField(0, 1000), day: dateField(), id: idField(), radius: integerField(1, 500, 50) };
    expect(parseListState(fields, new URLSearchParams('budget=45.5&day=2027-01-31&id=svc-1&radius=25'))).toEqual({
      budget: 45.5,
      day: '2027-01-31',
      id: 'svc-1',
      radius: 25,
    });
    expect(parseListState(fields, new URLSearchParams('budget=1e9&day=31.01.2027&id=a%20b&radius=0'))).toEqual({
      budget: null,
      day: '',
      id: '',
      radius: 50,
    });
    expect(writeListState(fields, { budget: 0, day: '', id: '', radius: 50 }).toString()).toBe('budget=0');
  });

  it('keeps query keys the schema does not own', () => {
    expect(writeListState(schema, { page: 2, q: '', status: '', rating: null, hidden: null }, new URLSearchParams('tab=team')).toString()).toBe(
      'tab=team&page=2',
    );
  });
});

function List() {
  const { state, update, setPage } = useListUrlState(schema);
  const location = useLocation();
  return (
    <div>
      <output data-testid="search">{location.search}</output>
      <output data-testid="page">{state.page}</output>
      <button type="button" onClick={() => setPage(state.page + 1)}>
        next
      </button>
      <button type="button" onClick={() => update({ status: 'closed' })}>
        closed
      </button>
    </div>
  );
}

const PLACE = { state: textField(), lat: numberField(-90, 90), lng: numberField(-180, 180), page: pageField() };
type PlaceState = ListState<typeof PLACE>;
/** Coordinates count only in pairs, and then the state is dropped. */
const linkPlace = (state: PlaceState): PlaceState =>
  state.lat !== null && state.lng !== null ? { ...state, state: '' } : { ...state, lat: null, lng: null };
const PLACE_URL = { link: linkPlace, history: 'push' } as const;

function PlaceList() {
  const { state, update } = useListUrlState(PLACE, PLACE_URL);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="search">{location.search}</output>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <button type="button" onClick={() => update({ lat: 48.1, lng: 11.5 })}>
        near
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </div>
  );
}

describe('useListUrlState', () => {
  it('applies the list’s link rule to what it reads and writes, and pushes history when asked', () => {
    render(
      <MemoryRouter initialEntries={['/start', '/jobs?state=Bayern&lat=48.1&page=2']} initialIndex={1}>
        <PlaceList />
      </MemoryRouter>,
    );
    // one coordinate alone is no place: the state counts
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ state: 'Bayern', lat: null, lng: null, page: 2 });
    fireEvent.click(screen.getByText('near'));
    expect(screen.getByTestId('search').textContent).toBe('?lat=48.1&lng=11.5');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ state: '', lat: 48.1, lng: 11.5, page: 1 });
    fireEvent.click(screen.getByText('back'));
    expect(screen.getByTestId('search').textContent).toBe('?state=Bayern&lat=48.1&page=2');
  });

  it('reads the URL, pages, and starts again at page 1 when a filter changes', () => {
    render(
      <MemoryRouter initialEntries={['/jobs?page=2&q=Dach']}>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page').textContent).toBe('2');
    fireEvent.click(screen.getByText('next'));
    expect(screen.getByTestId('search').textContent).toBe('?page=3&q=Dach');
    fireEvent.click(screen.getByText('closed'));
    expect(screen.getByTestId('search').textContent).toBe('?q=Dach&status=closed');
    expect(screen.getByTestId('page').textContent).toBe('1');
  });
});

function Action({
  mutate,
  onSuccess,
  onError,
}: {
  mutate: () => Promise<MutationOutcome<{ message: string }>>;
  onSuccess: () => void;
  onError?: (error: ApiError) => void;
}) {
  const action = useMutationAction(mutate, { onSuccess, onError });
  return (
    <div>
      <button type="button" disabled={action.busy} onClick={() => void action.run()}>
        send
      </button>
      {action.error && <p role="alert">{`${action.error.code}: ${action.error.message}`}</p>}
    </div>
  );
}

describe('useMutationAction', () => {
  const notifySuccess = jest.fn<(message: string) => void>();
  beforeEach(() => {
    notifySuccess.mockReset();
    configureApiEffects({ notifySuccess });
  });
  afterEach(() => resetApiEffects());

  it('is busy while the mutation runs, then toasts the API message and calls onSuccess', async () => {
    let resolve: (v: MutationOutcome<{ message: string }>) => void = () => undefined;
    const onSuccess = jest.fn();
    render(<Action mutate={() => new Promise((r) => (resolve = r))} onSuccess={onSuccess} />);
    const button = screen.getByRole('button', { name: 'send' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await act(async () => resolve({ data: { message: 'Gespeichert.' } }));
    expect(button.disabled).toBe(false);
    expect(notifySuccess).toHaveBeenCalledWith('Gespeichert.');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps the error with its code for the dialog and neither toasts nor closes', async () => {
    const onSuccess = jest.fn();
    const failure = { error: { status: 409, code: 'JOB_HAS_AWARDS', message: 'Der Auftrag hat Zuschläge.' } };
    render(<Action mutate={() => Promise.resolve(failure as MutationOutcome<{ message: string }>)} onSuccess={onSuccess} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(screen.getByRole('alert').textContent).toBe('JOB_HAS_AWARDS: Der Auftrag hat Zuschläge.');
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('hands the failure to onError, once, and not a success', async () => {
    const onError = jest.fn<(error: ApiError) => void>();
    const failure = { error: { status: 400, code: 'VALIDATION_FAILED', message: 'Eingaben prüfen.', errors: { title: ['Titel fehlt.'] } } };
    const { rerender } = render(
      <Action mutate={() => Promise.resolve(failure as MutationOutcome<{ message: string }>)} onSuccess={jest.fn()} onError={onError} />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toEqual(failure.error);
    rerender(<Action mutate={() => Promise.resolve({ data: { message: 'Gespeichert.' } })} onSuccess={jest.fn()} onError={onError} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
