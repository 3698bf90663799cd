import type { AdminAccountList } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminAccountListPage } from './AdminAccountListPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const list = (total: number, page: number): AdminAccountList => ({
  items: [
    {
      _id: 'a1',
      userType: 'supplier',
      companyName: 'Nowak Trockenbau GmbH',
      firstName: 'Piotr',
      lastName: 'Nowak',
      email: 'pending-supplier-1@fachwerk.test',
      approvalStatus: 'pending',
      accountStatus: 'active',
      profilePercentage: 85,
      createdAt: '2026-03-01T09:00:00.000Z',
    },
  ],
  total,
  page,
  limit: 20,
});

function renderList(path: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/supplier" element={<AdminAccountListPage type="supplier" />} />
      </Routes>
      <Location />
    </>,
    { role: 'admin', path },
  );
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

// give a loaded machine (2 shared cores) time to render the page
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('AdminAccountListPage', () => {
  it('loads the state from the URL and shows the columns with a link to the profile', async () => {
    const calls = mockFetch((call) => jsonResponse(200, { status: true, message: 'ok', data: list(45, Number(queryOf(call.url)['page'])) }));
    renderList('/supplier?search=Nowak&approval=pending&page=2');
    const row = (await screen.findByText('pending-supplier-1@fachwerk.test')).closest('tr')!;
    expect(queryOf(calls[0]!.url)).toEqual({ type: 'supplier', page: '2', limit: '20', search: 'Nowak', approval: 'pending' });
    expect((screen.getByLabelText('Suche nach Firma, Name oder E-Mail') as HTMLInputElement).value).toBe('Nowak');
    expect((screen.getByLabelText('Freigabestatus') as HTMLSelectElement).value).toBe('pending');
    expect(within(row).getByRole('link', { name: 'Nowak Trockenbau GmbH' }).getAttribute('href')).toBe('/profile/a1/supplier');
    expect(row.textContent).toContain('Piotr Nowak');
    expect(row.textContent).toContain('Ausstehend');
    expect(row.textContent).toContain('85 %');
    expect(screen.getByText('Seite 2 von 3')).toBeTruthy();
  });

  it('writes search, filters and paging to the URL; a filter change goes back to page 1', async () => {
    const calls = mockFetch((call) => jsonResponse(200, { status: true, message: 'ok', data: list(45, Number(queryOf(call.url)['page'])) }));
    renderList('/supplier');
    await screen.findByText('pending-supplier-1@fachwerk.test');

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/supplier?page=2'));

    fireEvent.change(screen.getByLabelText('Kontostatus'), { target: { value: 'inactive' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/supplier?status=inactive'));

    fireEvent.change(screen.getByLabelText('Suche nach Firma, Name oder E-Mail'), { target: { value: 'Schmitt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/supplier?status=inactive&search=Schmitt'));
    await waitFor(() => expect(queryOf(calls.at(-1)!.url)).toEqual({ type: 'supplier', page: '1', limit: '20', search: 'Schmitt', status: 'inactive' }));
  });

  it('restores search, filters and page from the URL on reload', async () => {
    const calls = mockFetch((call) => jsonResponse(200, { status: true, message: 'ok', data: list(45, Number(queryOf(call.url)['page'])) }));
    renderList('/supplier?search=Schmitt&status=inactive&page=2');
    expect(await screen.findByText('Seite 2 von 3')).toBeTruthy();
    expect((screen.getByLabelText('Kontostatus') as HTMLSelectElement).value).toBe('inactive');
    expect((screen.getByLabelText('Suche nach Firma, Name oder E-Mail') as HTMLInputElement).value).toBe('Schmitt');
    expect(queryOf(calls[0]!.url)).toEqual({ type: 'supplier', page: '2', limit: '20', search: 'Schmitt', status: 'inactive' });
  });
});
