import { jest } from '@jest/globals';
import { configureApiEffects, initI18n, resetApiEffects, type ApiError } from '@fachwerk/web/data-access';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  booleanField,
  flagField,
  integerField,
  oneOfField,
  pageField,
  parseListState,
  textField,
  useListUrlState,
  writeListState,
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

describe('useListUrlState', () => {
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
