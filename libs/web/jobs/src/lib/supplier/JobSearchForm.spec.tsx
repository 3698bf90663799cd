import '@fachwerk/web/data-access/catalogue/jobs-web';
import { jest } from '@jest/globals';
import { mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { ok, withContent } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { JobSearchForm } from './JobSearchForm';
import { EMPTY_SEARCH, type JobSearchState } from './search-query';

configure({ asyncUtilTimeout: 5000 });

const budgetError = () => document.querySelector('.fw-job-search__budget [role="alert"]')?.textContent;

/** The form with its URL state; "URL ändern" stands for back/forward moving to `next`. */
function Harness({ initial, next, onApply }: { initial: JobSearchState; next?: JobSearchState; onApply: (s: JobSearchState) => void }) {
  const [state, setState] = useState(initial);
  return (
    <>
      <JobSearchForm state={state} onApply={onApply} />
      {next && (
        <button type="button" onClick={() => setState(next)}>
          URL ändern
        </button>
      )}
    </>
  );
}

function renderForm(state: JobSearchState = EMPTY_SEARCH, next?: JobSearchState) {
  const onApply = jest.fn<(next: JobSearchState) => void>();
  mockFetch(withContent(() => ok([])));
  renderWithApp(<Harness initial={state} next={next} onApply={onApply} />, { role: 'supplier', path: '/job-list' });
  return { onApply };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('JobSearchForm', () => {
  it('reads the budget the German way: "5.000" is five thousand euros, "1.234,5" has decimals', async () => {
    const { onApply } = renderForm();
    type('Budget von (€)', '5.000');
    type('Budget bis (€)', '1.234.567,5');
    search();
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]![0]).toMatchObject({ budgetMin: 5000, budgetMax: 1234567.5, page: 1 });
  });

  it.each([
    ['a minimum above the maximum (§5)', '6.000', '4.000', 'Mindestpreis darf nicht größer als Höchstpreis sein.', ['Budget bis (€)', '8.000'], { budgetMin: 6000, budgetMax: 8000 }],
    // not searched without that bound
    ['budget text that is no number', 'viel', '8.000', 'Mindestpreis muss eine Zahl sein.', ['Budget von (€)', '2.000'], { budgetMin: 2000, budgetMax: 8000 }],
  ] as const)('refuses %s and drops the error once it is fixed', async (_, min, max, message, [fixField, fixValue], applied) => {
    const { onApply } = renderForm();
    type('Budget von (€)', min);
    type('Budget bis (€)', max);
    search();
    await waitFor(() => expect(budgetError()).toBe(message));
    expect(onApply).not.toHaveBeenCalled();

    type(fixField, fixValue);
    await waitFor(() => expect(budgetError()).toBeUndefined());
    search();
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]![0]).toMatchObject(applied);
  });

  it('follows the URL: back/forward replaces the typed keyword and budget', async () => {
    renderForm({ ...EMPTY_SEARCH, q: 'Elektriker', budgetMin: 2500 }, { ...EMPTY_SEARCH, q: 'Schweißer', budgetMin: null, budgetMax: 12000 });
    expect((screen.getByLabelText('Suchbegriff') as HTMLInputElement).value).toBe('Elektriker');
    expect((screen.getByLabelText('Budget von (€)') as HTMLInputElement).value).toBe('2.500');
    fireEvent.click(screen.getByRole('button', { name: 'URL ändern' }));
    await waitFor(() => expect((screen.getByLabelText('Suchbegriff') as HTMLInputElement).value).toBe('Schweißer'));
    expect((screen.getByLabelText('Budget von (€)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Budget bis (€)') as HTMLInputElement).value).toBe('12.000');
  });

  it('applies a choice at once, at page 1', () => {
    const { onApply } = renderForm({ ...EMPTY_SEARCH, page: 4 });
    fireEvent.change(screen.getByLabelText('Bundesland'), { target: { value: 'Sachsen' } });
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ state: 'Sachsen', page: 1 }));
  });
});
