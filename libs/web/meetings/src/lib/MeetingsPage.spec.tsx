import type { MeetingResponse, UserType } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MeetingsPage } from './MeetingsPage';

configure({ asyncUtilTimeout: 8000 });

const meeting = (overrides: Partial<MeetingResponse> = {}): MeetingResponse => ({
  _id: 'm-1',
  job: { _id: 'job-1', title: 'Elektroinstallation Neubau Leipzig' },
  applicationId: 'app-1',
  client: { _id: 'cl-1', name: 'Bau Schmidt GmbH' },
  supplier: { _id: 'sup-1', name: 'Nowak Elektro GmbH' },
  status: 'scheduled',
  // 10:00 in Berlin (winter time)
  startsAt: '2026-12-03T09:00:00.000Z',
  localDate: '2026-12-03',
  localTime: '10:00',
  durationMinutes: 60,
  mode: 'onSite',
  address: 'Domkloster 4, 50667 Köln',
  videoLink: null,
  agenda: 'Baustelle ansehen',
  proposedStartsAt: null,
  proposedBy: null,
  cancelReason: null,
  sequence: 0,
  applicationStatus: 'pending',
  can: { accept: false, reschedule: true, cancel: true, rejectSupplier: false },
  history: [],
  createdAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

function renderMeetings(
  role: UserType,
  items: MeetingResponse[],
  handler: (call: FetchCall) => Response | undefined = () => undefined,
  path = '/meetings',
) {
  const calls = mockFetch(
    withContent((call) => handler(call) ?? ok({ items, total: items.length, page: 1, limit: 10 })),
  );
  renderWithApp(<MeetingsPage role={role} />, { role, path });
  return calls;
}

const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)} ${c.body ?? ''}`.trim());

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('MeetingsPage', () => {
  it('lists upcoming meetings with the Berlin time, duration, place and status', async () => {
    const calls = renderMeetings('supplier', [
      meeting({ can: { accept: true, reschedule: true, cancel: true, rejectSupplier: false } }),
    ]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(card.textContent).toContain('Do., 03.12.2026, 10:00 Uhr');
    expect(card.textContent).toContain('60 Minuten');
    expect(card.textContent).toContain('KundeBau Schmidt GmbH');
    expect(card.textContent).toContain('Domkloster 4, 50667 Köln');
    expect(card.textContent).toContain('Vorgeschlagen');
    const query = new URL(calls.find((c) => pathOf(c) === '/meetings')!.url).searchParams;
    expect(query.get('when')).toBe('upcoming');
    expect(within(card).getByRole('button', { name: 'Termin bestätigen' })).toBeTruthy();
  });

  it('shows a video link as a real link into a new tab; the detail dialog closes with its ×', async () => {
    const link = 'https://meet.example/fachwerk/raum-' + 'x'.repeat(120);
    const video = meeting({ mode: 'video', address: null, videoLink: link });
    renderMeetings('supplier', [video], (call) => (pathOf(call) === '/meetings/m-1' ? ok({ ...video, history: [] }) : undefined));
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    const anchor = within(card).getByRole('link', { name: link });
    expect(anchor.getAttribute('href')).toBe(link);
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: link });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dialog schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never makes a stored link of another scheme clickable', async () => {
    renderMeetings('supplier', [meeting({ mode: 'video', address: null, videoLink: 'javascript:alert(1)' })]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(card.textContent).toContain('javascript:alert(1)');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('supplier accepts; a proposal of another time posts the Berlin date and time', async () => {
    const calls = renderMeetings(
      'supplier',
      [meeting({ can: { accept: true, reschedule: true, cancel: true, rejectSupplier: false } })],
      (call) => {
        if (call.method === 'POST')
          return ok(
            { meeting: meeting({ status: 'accepted' }), overlaps: [] },
            'Der Termin wurde bestätigt.',
          );
        return undefined;
      },
    );
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    fireEvent.click(within(card).getByRole('button', { name: 'Termin bestätigen' }));
    await waitFor(() => expect(effects.successes).toEqual(['Der Termin wurde bestätigt.']));

    fireEvent.click(within(card).getByRole('button', { name: 'Andere Zeit vorschlagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Andere Zeit vorschlagen' });
    fireEvent.change(within(dialog).getByLabelText(/^Datum/), { target: { value: '05.12.2026' } });
    fireEvent.change(within(dialog).getByLabelText(/^Uhrzeit/), { target: { value: '14:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vorschlag senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      'POST /meetings/m-1/accept {}',
      'POST /meetings/m-1/reschedule {"date":"2026-12-05","time":"14:30"}',
    ]);
  });

  it('client: cancelling needs a reason; the API’s field error stays in the dialog', async () => {
    const calls = renderMeetings('client', [meeting()], (call) =>
      call.method === 'POST'
        ? jsonResponse(409, {
            status: false,
            message: 'Dieser Schritt ist nicht möglich.',
            code: 'MEETING_NOT_ALLOWED',
          })
        : undefined,
    );
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    fireEvent.click(within(card).getByRole('button', { name: 'Absagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Termin absagen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(dialog.textContent).toContain('Grund ist erforderlich.');
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Grund/), { target: { value: 'Krank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Dieser Schritt ist nicht möglich.');
    expect(writes(calls)).toEqual(['POST /meetings/m-1/cancel {"reason":"Krank"}']);
  });

  it('client: the schedule link of an application opens the dialog; the overlap warning shows after scheduling', async () => {
    const calls = renderMeetings(
      'client',
      [],
      (call) => {
        if (pathOf(call) === '/applications/app-9')
          return ok({ _id: 'app-9', supplier: { _id: 'sup-1', companyName: 'Nowak Elektro GmbH' } });
        if (call.method === 'POST')
          return ok(
            {
              meeting: meeting(),
              overlaps: [
                {
                  _id: 'm-0',
                  jobTitle: 'Dachsanierung',
                  startsAt: '2026-12-03T09:30:00.000Z',
                  durationMinutes: 60,
                },
              ],
            },
            'Der Termin wurde vorgeschlagen.',
          );
        return undefined;
      },
      '/meetings?schedule=app-9',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Termin mit Nowak Elektro GmbH vereinbaren' });
    fireEvent.change(within(dialog).getByLabelText(/^Datum/), { target: { value: '03.12.2026' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse/), {
      target: { value: 'Domkloster 4, 50667 Köln' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termin vorschlagen' }));
    const warning = await screen.findByTestId('meeting-overlaps');
    expect(warning.textContent).toContain('Dachsanierung: Do., 03.12.2026, 10:30 Uhr');
    expect(writes(calls)).toEqual([
      'POST /meetings {"applicationId":"app-9","date":"2026-12-03","time":"10:00","durationMinutes":60,"mode":"onSite","address":"Domkloster 4, 50667 Köln"}',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('admin: every meeting, read-only detail with the history', async () => {
    renderMeetings(
      'admin',
      [meeting()],
      (call) =>
        pathOf(call) === '/admin/accounts'
          ? ok({ items: [], total: 0, page: 1, limit: 10 })
          : pathOf(call) === '/meetings/m-1'
            ? ok(
                meeting({
                  history: [
                    {
                      action: 'scheduled',
                      byRole: 'client',
                      startsAt: '2026-12-03T09:00:00.000Z',
                      reason: null,
                      at: '2026-11-25T08:00:00.000Z',
                    },
                  ],
                }),
              )
            : undefined,
      '/admin/meetings?id=m-1',
    );
    const detail = await screen.findByRole('dialog', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(await within(detail).findByText(/Termin vorgeschlagen \(Kunde\)/)).toBeTruthy();
    expect(detail.textContent).toContain('Nur Ansicht');
    expect(within(detail).queryByRole('button', { name: 'Absagen' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Termine verwalten' })).toBeTruthy();
  });

  it('upcoming and past are tabs (arrow keys too) kept in the URL as ?when=', async () => {
    const calls = renderMeetings('supplier', [meeting()]);
    const tablist = await screen.findByRole('tablist', { name: 'Zeitraum' });
    const upcoming = within(tablist).getByRole('tab', { name: 'Anstehend' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Anstehend' })).findByRole('article'),
    ).toBeTruthy();
    act(() => upcoming.focus());
    fireEvent.keyDown(upcoming, { key: 'ArrowRight' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('when=past'))).toBe(true));
    expect(within(tablist).getByRole('tab', { name: 'Vergangen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('admin: filters by a client or supplier found by name in a searchable account field', async () => {
    const account = (id: string, userType: 'client' | 'supplier', companyName: string) => ({
      _id: id,
      userType,
      companyName,
      firstName: 'Piotr',
      lastName: 'Nowak',
      email: `${id}@example.com`,
      approvalStatus: 'approved',
      accountStatus: 'active',
      profilePercentage: 100,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const calls = renderMeetings(
      'admin',
      [meeting()],
      (call) => {
        if (pathOf(call) !== '/admin/accounts') return undefined;
        const params = new URL(call.url).searchParams;
        const found =
          params.get('type') === 'supplier' && params.get('search') === 'nowak'
            ? [account('sup-1', 'supplier', 'Nowak Elektro GmbH')]
            : [];
        return ok({ items: found, total: found.length, page: 1, limit: 10 });
      },
      '/admin/meetings',
    );
    const field = (await screen.findByRole('combobox', { name: /^Konto/ })) as HTMLInputElement;
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'nowak' } });
    const option = await screen.findByRole('option', { name: 'Nowak Elektro GmbH (Dienstleister)' });
    // both account types are asked, with the typed text
    const searches = calls.filter((c) => pathOf(c) === '/admin/accounts' && c.url.includes('search=nowak'));
    expect(searches.map((c) => new URL(c.url).searchParams.get('type')).sort()).toEqual([
      'client',
      'supplier',
    ]);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.some((c) => pathOf(c) === '/meetings' && c.url.includes('userId=sup-1'))).toBe(true),
    );
    expect(field.value).toBe('Nowak Elektro GmbH (Dienstleister)');
  });

  it('admin: a ?userId= link names its account in the filter', async () => {
    renderMeetings(
      'admin',
      [meeting()],
      (call) =>
        pathOf(call) === '/admin/accounts/cl-1'
          ? ok({
              _id: 'cl-1',
              userType: 'client',
              companyName: 'Bau Schmidt GmbH',
              firstName: 'Eva',
              lastName: 'Schmidt',
            })
          : pathOf(call) === '/admin/accounts'
            ? ok({ items: [], total: 0, page: 1, limit: 10 })
            : undefined,
      '/admin/meetings?userId=cl-1',
    );
    const field = (await screen.findByRole('combobox', { name: /^Konto/ })) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Bau Schmidt GmbH (Kunde)'));
  });

  it('client: the schedule form checks the contracts rules, is busy while sending, keeps the API’s refusal and closes on success', async () => {
    let release: (response: Response) => void = () => undefined;
    const answers: (Response | Promise<Response>)[] = [
      jsonResponse(400, {
        status: false,
        message: 'Der Termin liegt in der Vergangenheit.',
        code: 'MEETING_IN_PAST',
        errors: { date: ['Der Termin liegt in der Vergangenheit.'] },
      } as never),
      new Promise<Response>((resolve) => (release = resolve)),
    ];
    const calls = renderMeetings(
      'client',
      [],
      (call) => {
        if (pathOf(call) === '/applications/app-9')
          return ok({ _id: 'app-9', supplier: { _id: 'sup-1', companyName: 'Nowak Elektro GmbH' } });
        if (call.method === 'POST') return answers.shift() as Response;
        return undefined;
      },
      '/meetings?schedule=app-9',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Termin mit Nowak Elektro GmbH vereinbaren' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Termin vorschlagen' }));
    submit();
    expect(await within(dialog).findByText('Das Feld Datum ist erforderlich.')).toBeTruthy();
    expect(within(dialog).getByText('Das Feld Adresse ist erforderlich.')).toBeTruthy();
    // a video meeting needs its link instead of the address
    fireEvent.change(within(dialog).getByLabelText(/^Art des Termins/), { target: { value: 'video' } });
    submit();
    expect(await within(dialog).findByText('Das Feld Video-Link (https://…) ist erforderlich.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Video-Link/), { target: { value: 'https://meet.example/abc' } });
    fireEvent.change(within(dialog).getByLabelText(/^Datum/), { target: { value: '03.12.2026' } });
    submit();
    // the refusal: its message in the dialog (with its code), its field message beside the date
    const alert = await within(dialog).findByText('Der Termin liegt in der Vergangenheit.', { selector: '[data-code]' });
    expect(alert.getAttribute('data-code')).toBe('MEETING_IN_PAST');
    expect(within(dialog).getByLabelText(/^Datum/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('meeting-overlaps')).toBeNull();

    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const confirm = within(dialog).getByRole('button', { name: 'Termin vorschlagen' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    release(ok({ meeting: meeting(), overlaps: [] }, 'Der Termin wurde vorgeschlagen.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(effects.successes).toEqual(['Der Termin wurde vorgeschlagen.']);
    expect(JSON.parse(calls.filter((c) => c.method === 'POST')[1]!.body!)).toEqual({
      applicationId: 'app-9',
      date: '2026-12-03',
      time: '10:00',
      durationMinutes: 60,
      mode: 'video',
      videoLink: 'https://meet.example/abc',
    });
  });

  it('client: a new meeting needs an application chosen from a job', async () => {
    const calls = renderMeetings('client', [], (call) =>
      pathOf(call) === '/jobs/mine' ? ok({ items: [], total: 0, page: 1, limit: 100 }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Termin vereinbaren' }));
    const dialog = screen.getByRole('dialog', { name: 'Termin vereinbaren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termin vorschlagen' }));
    expect(await within(dialog).findByText('Das Feld Bewerbung ist erforderlich.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('client: rejecting the supplier takes an optional reason; a refusal stays, success closes with the message', async () => {
    const answers = [
      jsonResponse(409, {
        status: false,
        message: 'Die Bewerbung ist nicht mehr offen.',
        code: 'MEETING_APPLICATION_CLOSED',
      }),
      ok({ meeting: meeting(), overlaps: [] }, 'Der Dienstleister wurde abgelehnt.'),
    ];
    const calls = renderMeetings(
      'client',
      [meeting({ can: { accept: false, reschedule: false, cancel: false, rejectSupplier: true } })],
      (call) => (call.method === 'POST' ? answers.shift() : undefined),
    );
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    fireEvent.click(within(card).getByRole('button', { name: 'Dienstleister ablehnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Dienstleister ablehnen' });
    expect(dialog.textContent).toContain('Die Bewerbung von Nowak Elektro GmbH');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Die Bewerbung ist nicht mehr offen.'));
    expect(effects.successes).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Begründung (optional)'), { target: { value: ' Zu teuer ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      'POST /meetings/m-1/reject-supplier {}',
      'POST /meetings/m-1/reject-supplier {"reason":"Zu teuer"}',
    ]);
    expect(effects.successes).toEqual(['Der Dienstleister wurde abgelehnt.']);
  });
});
