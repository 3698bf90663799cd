import type { CatalogueEntry, CmsPageEntry } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import CataloguePage from './screens/CataloguePage';
import CmsPage from './screens/CmsPage';

const managed = {
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const service = (i: number, sortOrder = i): CatalogueEntry => ({
  _id: `s${i}`,
  name: `Leistung ${i}`,
  nameDe: `Leistung ${i}`,
  nameEn: `Service ${i}`,
  sortOrder,
  toolCount: 2,
  ...managed,
});
const cmsPage = (id: string, title: string, fixedKey: CmsPageEntry['fixedKey']): CmsPageEntry => ({
  _id: id,
  slug: id,
  title,
  titleDe: title,
  titleEn: title,
  description: '<p>x</p>',
  descriptionDe: '<p>x</p>',
  descriptionEn: '<p>x</p>',
  isHeader: false,
  isFooter: true,
  fixedKey,
  metaDescription: '',
  metaDescriptionDe: '',
  metaDescriptionEn: '',
  sortOrder: 1,
  ...managed,
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const url = (call: FetchCall) => new URL(call.url);
const lists = (calls: FetchCall[]) => calls.filter((c) => c.method === 'GET').map((c) => url(c).searchParams);

/** An API for /services: `total` entries, 20 per page; writes answer with a message. */
function servicesApi(total: number, writes: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method !== 'GET')
      return writes(call) ?? jsonResponse(200, { status: true, message: 'Gespeichert.', data: {} });
    const params = url(call).searchParams;
    const page = Number(params.get('page') ?? 1);
    const items = Array.from({ length: total }, (_, i) => service(i + 1)).slice((page - 1) * 20, page * 20);
    return jsonResponse(200, { status: true, message: 'ok', data: { items, total, page, limit: 20 } });
  });
}

let effects: ReturnType<typeof recordApiEffects>;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('admin content list', () => {
  it('shows the entries in sort order with the sort order, tool links and the count', async () => {
    servicesApi(3);
    renderWithApp(<CataloguePage kind="services" />, { role: 'admin', path: '/add-Service' });
    const rows = await screen.findAllByTestId('content-admin-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3']);
    expect(within(rows[0]!).getByRole('link', { name: '2 Werkzeuge verwalten' }).getAttribute('href')).toBe(
      '/add-Service/tools/s1',
    );
    expect(screen.getByText('3 Einträge')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Reihenfolge' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('puts the search into the URL after typing stops, starts at page 1 and asks the API for it', async () => {
    const calls = servicesApi(45);
    renderWithApp(
      <>
        <CataloguePage kind="services" />
        <Location />
      </>,
      { role: 'admin', path: '/add-Service?page=2' },
    );
    await screen.findAllByTestId('content-admin-row');
    expect(lists(calls)[0]!.get('page')).toBe('2');

    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'Elek' } });
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'Elektro' } });
    expect(screen.getByTestId('location').textContent).toBe('?page=2');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?search=Elektro'));
    await waitFor(() => expect(lists(calls).at(-1)!.get('search')).toBe('Elektro'));
    expect(lists(calls).at(-1)!.get('page')).toBe('1');
    // the debounce sent one search, not one per key stroke
    expect(lists(calls).filter((p) => p.get('search') === 'Elek')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?search=Elektro&status=inactive'),
    );
    await waitFor(() => expect(lists(calls).at(-1)!.get('status')).toBe('inactive'));
  });

  it('pages through the list with the page in the URL', async () => {
    const calls = servicesApi(45);
    renderWithApp(
      <>
        <CataloguePage kind="services" />
        <Location />
      </>,
      { role: 'admin', path: '/add-Service' },
    );
    await screen.findAllByTestId('content-admin-row');
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zurück' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByText('Seite 2 von 3');
    expect(screen.getByTestId('location').textContent).toBe('?page=2');
    expect(lists(calls).at(-1)!.get('page')).toBe('2');
    await screen.findByText('Leistung 21');
  });

  it('moves an entry down by swapping its sort order with the next one', async () => {
    const calls = servicesApi(3);
    renderWithApp(<CataloguePage kind="services" />, { role: 'admin', path: '/add-Service' });
    await screen.findAllByTestId('content-admin-row');
    expect(
      (screen.getByRole('button', { name: 'Leistung 1 nach oben verschieben' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Leistung 1 nach unten verschieben' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    const patches = calls
      .filter((c) => c.method === 'PATCH')
      .map((c) => [url(c).pathname, JSON.parse(c.body!)]);
    expect(patches).toEqual([
      ['/api/v1/services/s1', { sortOrder: 2 }],
      ['/api/v1/services/s2', { sortOrder: 1 }],
    ]);
    await waitFor(() =>
      expect(effects.successes).toContain('Die Reihenfolge von „Leistung 1“ wurde geändert.'),
    );
  });

  it('validates the form per field before sending and names the field in the message', async () => {
    const calls = servicesApi(1);
    renderWithApp(<CataloguePage kind="services" />, { role: 'admin', path: '/add-Service' });
    await screen.findAllByTestId('content-admin-row');
    fireEvent.click(screen.getByRole('button', { name: 'Leistung anlegen' }));
    const dialog = screen.getByRole('dialog', { name: 'Leistung anlegen' });
    fireEvent.change(within(dialog).getByLabelText('Name (Englisch) *'), {
      target: { value: 'x'.repeat(121) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Feld Name (Deutsch) ist erforderlich.')).toBeTruthy();
    expect(within(dialog).getByText('Name (Englisch) darf nicht länger als 120 Zeichen sein.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name (Deutsch) *').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates an entry with both languages and shows the server message', async () => {
    const calls = servicesApi(1, (call) =>
      call.method === 'POST'
        ? jsonResponse(201, { status: true, message: 'Der Eintrag wurde angelegt.', data: service(9) })
        : undefined,
    );
    renderWithApp(<CataloguePage kind="services" />, { role: 'admin', path: '/add-Service' });
    await screen.findAllByTestId('content-admin-row');
    fireEvent.click(screen.getByRole('button', { name: 'Leistung anlegen' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name (Deutsch) *'), {
      target: { value: ' Dachdeckerei ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name (Englisch) *'), { target: { value: 'Roofing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(url(post).pathname).toBe('/api/v1/services');
    expect(JSON.parse(post.body!)).toEqual({
      nameDe: 'Dachdeckerei',
      nameEn: 'Roofing',
      sortOrder: 2,
      isActive: true,
    });
    expect(effects.successes).toEqual(['Der Eintrag wurde angelegt.']);
  });

  it('shows server validation errors on their fields and keeps the dialog open', async () => {
    servicesApi(1, (call) =>
      call.method === 'PATCH'
        ? jsonResponse(400, {
            status: false,
            message: 'Die Eingaben sind ungültig.',
            code: 'VALIDATION_FAILED',
            errors: { nameEn: ['Name (Englisch) ist bereits vergeben.'] },
          })
        : undefined,
    );
    renderWithApp(<CataloguePage kind="services" />, { role: 'admin', path: '/add-Service' });
    await screen.findAllByTestId('content-admin-row');
    fireEvent.click(screen.getByRole('button', { name: 'Leistung 1 bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Leistung bearbeiten' });
    expect((within(dialog).getByLabelText('Name (Englisch) *') as HTMLInputElement).value).toBe('Service 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(dialog).findByText('Name (Englisch) ist bereits vergeben.');
    expect(within(dialog).getByLabelText('Name (Englisch) *').getAttribute('aria-invalid')).toBe('true');
    expect(effects.errors).toEqual(['Die Eingaben sind ungültig.']);
  });

  it('shows an empty state naming the search', async () => {
    servicesApi(0);
    renderWithApp(<CataloguePage kind="services" />, { role: 'admin', path: '/add-Service?search=Zimmerei' });
    expect((await screen.findByTestId('content-admin-empty')).textContent).toBe(
      'Keine Einträge für „Zimmerei“ gefunden.',
    );
  });
});

describe('CMS pages', () => {
  const cmsApi = () =>
    mockFetch((call) => {
      if (call.method === 'DELETE')
        return jsonResponse(200, { status: true, message: 'Der Eintrag wurde gelöscht.' });
      const items = [cmsPage('impressum', 'Impressum', 'imprint'), cmsPage('karriere', 'Karriere', null)];
      return jsonResponse(200, {
        status: true,
        message: 'ok',
        data: { items, total: 2, page: 1, limit: 20 },
      });
    });

  it('offers no delete for the fixed entries and says why; others are deleted after confirmation', async () => {
    const calls = cmsApi();
    renderWithApp(<CmsPage />, { role: 'admin', path: '/cms' });
    const [fixed, free] = await screen.findAllByTestId('content-admin-row');
    expect(within(fixed!).queryByRole('button', { name: /löschen/ })).toBeNull();
    expect(within(fixed!).getByTestId('content-admin-delete-blocked').textContent).toMatch(
      /kann nicht gelöscht werden/,
    );

    fireEvent.click(within(free!).getByRole('button', { name: 'Karriere löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'CMS-Seite „Karriere“ löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => url(c).pathname)).toEqual([
      '/api/v1/cms-pages/karriere',
    ]);
    expect(effects.successes).toEqual(['Der Eintrag wurde gelöscht.']);
  });

  it('generates the slug from the German title until the slug is edited by hand', async () => {
    cmsApi();
    renderWithApp(<CmsPage />, { role: 'admin', path: '/cms' });
    await screen.findAllByTestId('content-admin-row');
    fireEvent.click(screen.getByRole('button', { name: 'CMS-Seite anlegen' }));
    const dialog = screen.getByRole('dialog');
    const slug = within(dialog).getByLabelText('Slug (Adresse) *') as HTMLInputElement;
    fireEvent.change(within(dialog).getByLabelText('Titel (Deutsch) *'), {
      target: { value: 'Über unsere Qualität' },
    });
    expect(slug.value).toBe('ueber-unsere-qualitaet');
    fireEvent.change(slug, { target: { value: 'qualitaet' } });
    fireEvent.change(within(dialog).getByLabelText('Titel (Deutsch) *'), { target: { value: 'Qualität' } });
    expect(slug.value).toBe('qualitaet');
    expect(within(dialog).getAllByRole('toolbar', { name: 'Textformatierung' })).toHaveLength(2);
  });
});
