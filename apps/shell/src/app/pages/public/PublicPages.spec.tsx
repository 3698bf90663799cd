import { API_PATHS, type HomeResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CmsPage from './CmsPage';
import ContactPage from './ContactPage';
import DeleteAccountPage from './DeleteAccountPage';
import HomePage from './HomePage';

const admin = { isActive: true, sortOrder: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const home = (services: HomeResponse['services']): HomeResponse => ({ slides: [], services, testimonials: [], logos: [] });
const service = (name: string, tools: string[]) => ({
  ...admin,
  _id: name,
  name,
  nameDe: name,
  nameEn: name,
  tools: tools.map((tool) => ({ ...admin, _id: tool, serviceId: name, name: tool, nameDe: tool, nameEn: tool })),
});

let effects: ReturnType<typeof recordApiEffects>;
beforeEach(() => {
  effects = recordApiEffects();
});

describe('public pages', () => {
  it('/cms-page/:slug shows the title and HTML, and sets the document title', async () => {
    const calls = mockFetch(() =>
      jsonResponse(200, { status: true, message: 'ok', data: { ...admin, _id: 'p1', slug: 'impressum', title: 'Impressum', description: '<p>Fachwerk GmbH</p>', metaDescription: '' } }),
    );
    renderWithApp(
      <Routes>
        <Route path="/cms-page/:slug" element={<CmsPage />} />
      </Routes>,
      { path: '/cms-page/impressum' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('Fachwerk GmbH')).toBeTruthy();
    expect(calls[0]!.url).toBe(`http://api.test/api/v1${API_PATHS.cmsPageBySlug('impressum')}`);
    expect(calls[0]!.headers.get('Accept-Language')).toBe('de');
    await waitFor(() => expect(document.title).toBe('Impressum | Fachwerk'));
  });

  it('an unknown slug shows the not-found state, without an error toast', async () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'Der angeforderte Eintrag wurde nicht gefunden.', code: 'NOT_FOUND' }));
    renderWithApp(
      <Routes>
        <Route path="/cms-page/:slug" element={<CmsPage />} />
      </Routes>,
      { path: '/cms-page/gibt-es-nicht' },
    );
    expect(await screen.findByTestId('cms-not-found')).toBeTruthy();
    expect(screen.getByText(/gibt-es-nicht/)).toBeTruthy();
    expect(effects.errors).toEqual([]);
  });

  it('home lists services with at most four tools and a "+ n more" hint; no services shows the empty state', async () => {
    mockFetch(() =>
      jsonResponse(200, { status: true, message: 'ok', data: home([service('Elektroinstallation', ['Prüfgerät', 'Bohrhammer', 'Leiter', 'Kabeltrommel', 'Abisolierzange', 'Crimpzange'])]) }),
    );
    const first = renderWithApp(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Elektroinstallation' })).toBeTruthy();
    expect(screen.getByText('Kabeltrommel')).toBeTruthy();
    expect(screen.queryByText('Abisolierzange')).toBeNull();
    expect(screen.getByText('+ 2 weitere')).toBeTruthy();
    first.unmount();

    mockFetch(() => jsonResponse(200, { status: true, message: 'ok', data: home([]) }));
    renderWithApp(<HomePage />);
    expect((await screen.findByTestId('content-empty')).textContent).toBe('Derzeit sind keine Leistungen veröffentlicht.');
  });

  it('a failed home load shows an error with a retry that loads again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? jsonResponse(503, { status: false, message: 'down' }) : jsonResponse(200, { status: true, message: 'ok', data: home([service('Sanitär', [])]) }),
    );
    renderWithApp(<HomePage />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Sanitär' })).toBeTruthy();
  });

  it('the delete-account page leads to the contact form with the subject filled in', async () => {
    renderWithApp(
      <Routes>
        <Route path="/delete-account" element={<DeleteAccountPage />} />
        <Route path="/contact-us" element={<ContactPage />} />
      </Routes>,
      { path: '/delete-account' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Löschung über das Kontaktformular anfragen' }));
    expect(((await screen.findByLabelText(/^Betreff/)) as HTMLInputElement).value).toBe('Konto löschen');
  });
});
