import { jest } from '@jest/globals';
import { initI18n } from '@fachwerk/web/data-access';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListResult, type ListQueryResult } from './ListResult';

beforeAll(() => {
  initI18n('de');
});

function renderList(result: ListQueryResult<string>, onPage = jest.fn()) {
  return render(
    <ListResult result={result} empty="Noch nichts da." emptyAction={<a href="/new">Anlegen</a>} page={2} onPage={onPage}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListResult>,
  );
}

describe('ListResult', () => {
  it('shows a busy skeleton while the first page loads', () => {
    renderList({ isLoading: true, isError: false });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the error with a retry button that refetches', () => {
    const refetch = jest.fn();
    renderList({ isLoading: false, isError: true, refetch });
    expect(screen.getByRole('alert').textContent).toContain('Das konnte nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state with its next step and no pager', () => {
    renderList({ isLoading: false, isError: false, data: { items: [], total: 0, limit: 10 } });
    expect(screen.getByText('Noch nichts da.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anlegen' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the rows and pages', () => {
    const onPage = jest.fn();
    renderList({ isLoading: false, isError: false, data: { items: ['a', 'b'], total: 25, limit: 10 } }, onPage);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.getByText('Seite 2 von 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
