import { jest } from '@jest/globals';
import type { CmsPageEntry, LogoEntry } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EntryFormDialog } from './EntryFormDialog';
// the screens register the admin-content catalogue (as the lazy chunks do)
import { CMS_SPEC } from './screens/CmsPage';
import { LOGO_SPEC } from './screens/LogoPage';

const page: CmsPageEntry = {
  _id: 'karriere',
  slug: 'karriere',
  title: 'Karriere',
  titleDe: 'Karriere',
  titleEn: 'Careers',
  description: '<p>Jobs</p>',
  descriptionDe: '<p>Jobs</p>',
  descriptionEn: '<p>Jobs</p>',
  isHeader: false,
  isFooter: true,
  fixedKey: null,
  metaDescription: '',
  metaDescriptionDe: '',
  metaDescriptionEn: '',
  sortOrder: 3,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET');

let effects: ReturnType<typeof recordApiEffects>;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

function openCms(entry: CmsPageEntry | null, answer: (call: FetchCall) => Response) {
  const calls = mockFetch(answer);
  const onClose = jest.fn();
  renderWithApp(<EntryFormDialog spec={CMS_SPEC} entry={entry} nextSortOrder={4} onClose={onClose} />, {
    role: 'admin',
    path: '/cms',
  });
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const editor = (label: string) => within(dialog).getByRole('textbox', { name: label });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const write = (label: string, html: string) => {
    const area = editor(label);
    area.innerHTML = html;
    fireEvent.input(area);
  };
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  return { calls, onClose, dialog, field, editor, type, write, save };
}

const created = () =>
  jsonResponse(201, { status: true, message: 'Die CMS-Seite wurde angelegt.', data: page });

describe('EntryFormDialog on the form layer', () => {
  it('shows an error after sending and takes it away as soon as the field is valid, without sending again', async () => {
    const form = openCms(null, created);
    form.type('Titel (Englisch) *', 'x'.repeat(121));
    form.save();
    expect(
      await within(form.dialog).findByText('Titel (Englisch) darf nicht länger als 120 Zeichen sein.'),
    ).toBeTruthy();
    expect(form.field('Titel (Englisch) *').getAttribute('aria-invalid')).toBe('true');

    form.type('Titel (Englisch) *', 'Careers');
    await waitFor(() =>
      expect(within(form.dialog).queryByText(/Titel \(Englisch\) darf nicht länger/)).toBeNull(),
    );
    expect(form.field('Titel (Englisch) *').getAttribute('aria-invalid')).toBeNull();
    // the German title is still missing: its error stays
    expect(within(form.dialog).getByText('Das Feld Titel (Deutsch) ist erforderlich.')).toBeTruthy();
    expect(writes(form.calls)).toHaveLength(0);
  });

  it('treats an editor holding only empty markup as a missing required text', async () => {
    const form = openCms(null, created);
    form.type('Titel (Deutsch) *', 'Karriere');
    form.type('Titel (Englisch) *', 'Careers');
    form.write('Inhalt (Deutsch) *', '<p><br></p>');
    form.write('Inhalt (Englisch) *', '<p>Jobs</p>');
    form.save();
    expect(await within(form.dialog).findByText('Das Feld Inhalt (Deutsch) ist erforderlich.')).toBeTruthy();
    expect(form.editor('Inhalt (Deutsch) *').getAttribute('aria-invalid')).toBe('true');
    expect(within(form.dialog).queryByText('Das Feld Inhalt (Englisch) ist erforderlich.')).toBeNull();
    expect(writes(form.calls)).toHaveLength(0);

    form.write('Inhalt (Deutsch) *', '<p>Wir suchen Fachkräfte.</p>');
    await waitFor(() =>
      expect(within(form.dialog).queryByText('Das Feld Inhalt (Deutsch) ist erforderlich.')).toBeNull(),
    );
  });

  it('refuses a slug the API would refuse, and a sort order that is no number', async () => {
    const form = openCms(null, created);
    form.type('Titel (Deutsch) *', 'Über uns');
    expect(form.field('Slug (Adresse) *').value).toBe('ueber-uns');
    form.type('Slug (Adresse) *', 'Über Uns');
    form.type('Reihenfolge *', 'viel');
    form.save();
    expect(
      await within(form.dialog).findByText(
        'Slug (Adresse) darf nur Kleinbuchstaben, Zahlen und Bindestriche enthalten (z. B. ueber-uns).',
      ),
    ).toBeTruthy();
    expect(within(form.dialog).getByText('Reihenfolge muss eine Zahl sein.')).toBeTruthy();
    expect(writes(form.calls)).toHaveLength(0);
  });

  it('sends a valid new page, shows the server’s message as the success toast and closes', async () => {
    const form = openCms(null, created);
    form.type('Titel (Deutsch) *', ' Über uns ');
    form.type('Titel (Englisch) *', 'About us');
    form.write('Inhalt (Deutsch) *', '<p>Wer wir sind</p>');
    form.write('Inhalt (Englisch) *', '<p>Who we are</p>');
    form.save();
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    const [post] = writes(form.calls);
    expect(new URL(post!.url).pathname).toBe('/api/v1/cms-pages');
    expect(JSON.parse(post!.body!)).toEqual({
      titleDe: 'Über uns',
      titleEn: 'About us',
      slug: 'ueber-uns',
      descriptionDe: '<p>Wer wir sind</p>',
      descriptionEn: '<p>Who we are</p>',
      // the empty optional meta descriptions are left out (the base query strips empty texts)
      isHeader: false,
      isFooter: false,
      sortOrder: 4,
      isActive: true,
    });
    expect(effects.successes).toEqual(['Die CMS-Seite wurde angelegt.']);
  });

  it('shows the server’s field error at its field and a message for no field in the dialog', async () => {
    let answer = jsonResponse(400, {
      status: false,
      message: 'Die Eingaben sind ungültig.',
      code: 'VALIDATION_FAILED',
      errors: { slug: ['Slug ist bereits vergeben.'] },
    });
    const form = openCms(page, () => answer);
    form.save();
    expect(await within(form.dialog).findByText('Slug ist bereits vergeben.')).toBeTruthy();
    expect(form.field('Slug (Adresse) *').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.field('Slug (Adresse) *')));
    expect(within(form.dialog).queryByText('Die Eingaben sind ungültig.')).toBeNull();
    expect(form.onClose).not.toHaveBeenCalled();

    // a new slug is valid again: its error goes; a refusal of no field is shown in the dialog
    form.type('Slug (Adresse) *', 'karriere-2026');
    await waitFor(() => expect(within(form.dialog).queryByText('Slug ist bereits vergeben.')).toBeNull());
    answer = jsonResponse(409, {
      status: false,
      message: 'Die Seite wurde inzwischen geändert.',
      code: 'CONFLICT',
    });
    form.save();
    expect((await within(form.dialog).findByRole('alert')).textContent).toBe(
      'Die Seite wurde inzwischen geändert.',
    );
    expect(form.onClose).not.toHaveBeenCalled();
    await act(async () => undefined);
  });

  it('saves an edit with the fallback toast when the API sends no message', async () => {
    const form = openCms(page, () => jsonResponse(200, { status: true, message: '', data: page }));
    form.save();
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    const [patch] = writes(form.calls);
    expect(patch!.method).toBe('PATCH');
    expect(new URL(patch!.url).pathname).toBe('/api/v1/cms-pages/karriere');
    expect(effects.successes).toEqual(['Der Eintrag wurde gespeichert.']);
  });

  it('checks a logo link as the API does: an http(s) address; empty is sent as null', async () => {
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'Gespeichert.', data: {} }));
    const onClose = jest.fn();
    const logo: LogoEntry = {
      _id: 'l1',
      name: 'Nordbau',
      image: '/api/v1/files/00000000-0000-4000-8000-000000000000',
      link: null,
      sortOrder: 1,
      isActive: true,
      createdAt: '',
      updatedAt: '',
    };
    renderWithApp(<EntryFormDialog spec={LOGO_SPEC} entry={logo} nextSortOrder={2} onClose={onClose} />, {
      role: 'admin',
      path: '/add-logo',
    });
    const dialog = screen.getByRole('dialog');
    const link = within(dialog).getByLabelText('Link (optional)');
    fireEvent.change(link, { target: { value: 'www.nordbau.de' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Link (optional) muss eine gültige Adresse sein, die mit http:// oder https:// beginnt.',
      ),
    ).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(link, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(writes(calls)[0]!.body!)).toMatchObject({ link: null, name: 'Nordbau' });
  });
});
