import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './DataTable';
import { Pager } from './Pager';
import { ErrorNotice } from './states';

beforeAll(() => {
  initI18n('de');
});

interface Worker {
  id: string;
  name: string;
  trade: string;
}

const columns: DataColumn<Worker>[] = [
  { key: 'name', header: 'Name', cell: (w) => w.name, primary: true },
  { key: 'trade', header: 'Gewerk', cell: (w) => w.trade },
  { key: 'actions', header: 'Aktionen', cell: (w) => <button type="button">{`${w.name} bearbeiten`}</button>, actions: true },
];
const rows: Worker[] = [
  { id: 'a', name: 'Anna Schulz', trade: 'Elektrik' },
  { id: 'b', name: 'Ben Wolf', trade: 'Sanitär' },
];

/** jsdom has no layout: matchMedia answers as a screen of the given width would. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

describe('DataTable', () => {
  it('is a table with a header row on a wide screen', () => {
    screenWidth(1366);
    render(<DataTable caption="Team" columns={columns} rows={rows} rowKey={(w) => w.id} rowTestId={(w) => `worker-${w.id}`} />);
    const table = screen.getByRole('table', { name: 'Team' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Gewerk', 'Aktionen']);
    expect(within(screen.getByTestId('worker-b')).getByRole('rowheader').textContent).toBe('Ben Wolf');
  });

  it('marks the column the list is sorted by', () => {
    screenWidth(1366);
    const sorted = columns.map((c) => (c.key === 'name' ? { ...c, sorted: 'ascending' as const } : c));
    render(<DataTable caption="Team" columns={sorted} rows={rows} rowKey={(w) => w.id} />);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Gewerk' }).getAttribute('aria-sort')).toBeNull();
  });

  it('turns into a list of cards on a 390px phone, each with its labelled fields and actions', () => {
    screenWidth(390);
    render(<DataTable caption="Team" columns={columns} rows={rows} rowKey={(w) => w.id} rowTestId={(w) => `worker-${w.id}`} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Team' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = screen.getByTestId('worker-a');
    expect(card.querySelector('.fw-data-card__title')?.textContent).toBe('Anna Schulz');
    expect(within(card).getByRole('term').textContent).toBe('Gewerk');
    expect(within(card).getByRole('definition').textContent).toBe('Elektrik');
    expect(within(card).getByRole('button', { name: 'Anna Schulz bearbeiten' })).toBeTruthy();
  });
});

describe('Pager', () => {
  it('pages forward and back and hides itself when one page holds everything', () => {
    const onPage = jest.fn();
    const { rerender, container } = render(<Pager page={1} limit={10} total={25} onPage={onPage} />);
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zurück' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager page={1} limit={10} total={10} onPage={onPage} />);
    expect(container.textContent).toBe('');
  });
});

describe('ErrorNotice', () => {
  it('announces the failure in the kit’s error box with what to do next', () => {
    const onRetry = jest.fn();
    render(
      <ErrorNotice testId="content-error">
        <p>Die Seite konnte nicht geladen werden.</p>
        <button type="button" onClick={onRetry}>
          Erneut versuchen
        </button>
      </ErrorNotice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.tagName).toBe('DIV');
    expect(notice.className).toBe('fw-error');
    expect(screen.getByTestId('content-error')).toBe(notice);
    fireEvent.click(within(notice).getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('stands as a paragraph or as a page section when asked', () => {
    render(
      <>
        <ErrorNotice as="p">Nicht gefunden.</ErrorNotice>
        <ErrorNotice as="section">
          <h1>Link ungültig</h1>
        </ErrorNotice>
      </>,
    );
    expect(screen.getAllByRole('alert').map((notice) => notice.tagName)).toEqual(['P', 'SECTION']);
  });
});
