import type { UserType, WorkLogResponse } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import {
  heldResponse,
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { ok, pathOf } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { berlinToday } from './format';
import { HoursPage } from './HoursPage';
import { hoursApi, monday, workLog, writes } from './testing/hours-fixtures';

configure({ asyncUtilTimeout: 5000 });

const entry = workLog;

/** The address bar: what a reload would load. */
let address = '';
let goBack: () => void = () => undefined;
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  address = `${location.pathname}${location.search}`;
  goBack = () => void navigate(-1);
  return null;
}

function renderHours(
  role: UserType,
  items: WorkLogResponse[],
  {
    write,
    path = `/awarded-jobs/hours-logged/award-1/client-1?week=${monday}`,
    profile,
  }: { write?: (call: FetchCall) => Response | Promise<Response>; path?: string; profile?: { address?: string; vat?: string } } = {},
) {
  const calls = mockFetch(hoursApi({ items, write, profile }));
  const rendered = renderWithApp(
    <Routes>
      <Route
        path="/awarded-jobs/hours-logged/:id/:clientId"
        element={
          <>
            <HoursPage role={role} />
            <Address />
          </>
        }
      />
    </Routes>,
    { role, path },
  );
  return Object.assign(calls, { unmount: rendered.unmount });
}

const refusal = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  jsonResponse(status, { status: false, message, code, ...(errors ? { errors } : {}) } as never);

const openEntryDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Stunden erfassen' }));
  const dialog = screen.getByRole('dialog', { name: 'Stunden erfassen' });
  fireEvent.change(within(dialog).getByLabelText(/^Mitarbeiter/), { target: { value: 'w-1' } });
  return dialog;
};

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('HoursPage', () => {
  it('shows the week per worker with German hours, warnings, late and dispute reasons', async () => {
    const calls = renderHours('supplier', [
      entry({ warnings: ['longDay'], netMinutes: 630, end: '18:00', late: true, lateReason: 'Zettel kam spät' }),
      entry({ _id: 'wl-2', workerId: 'w-2', workerName: 'Bernd Bau', status: 'disputed', disputeReason: 'Bernd war krank' }),
    ]);
    const anna = await screen.findByRole('region', { name: 'Anna Arbeit' });
    expect(within(anna).getByTestId('hours-worker-total').textContent).toBe('10,50 Std.');
    expect(anna.textContent).toContain('Mehr als 10 Stunden an einem Tag');
    expect(anna.textContent).toContain('Grund der Verspätung: Zettel kam spät');
    const bernd = screen.getByRole('region', { name: 'Bernd Bau' });
    expect(bernd.textContent).toContain('Beanstandung: Bernd war krank');
    expect(screen.getByTestId('hours-week-total').textContent).toBe('Summe der Woche: 18,50 Std.');
    const query = new URL(calls.find((c) => pathOf(c) === '/work-logs')!.url).searchParams;
    expect([query.get('awardId'), query.get('from'), query.get('to')]).toEqual(['award-1', monday, addDays(monday, 6)]);
    // the supplier corrects; clients' buttons are not there
    expect(within(bernd).getByRole('button', { name: 'Korrigieren' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alle freigeben' })).toBeNull();
  });

  it('the form computes net hours, warns live and asks for a reason for late days and days beyond ArbZG', async () => {
    const calls = renderHours('supplier', []);
    fireEvent.click(await screen.findByRole('button', { name: 'Stunden erfassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Stunden erfassen' });
    fireEvent.change(within(dialog).getByLabelText(/^Mitarbeiter/), { target: { value: 'w-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ende/), { target: { value: '18:00' } });
    expect(within(dialog).getByTestId('work-log-net').textContent).toBe('Arbeitszeit: 10,50 Std.');
    expect(within(dialog).getAllByTestId('work-log-form-warning').map((w) => w.textContent)).toEqual([
      'Mehr als 10 Stunden an einem Tag (ArbZG § 3).',
      'Bei mehr als 9 Stunden sind mindestens 45 Minuten Pause vorgeschrieben (ArbZG § 4).',
    ]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Arbeitstag/ }), {
      target: { value: addDays(berlinToday(), -10).split('-').reverse().join('.') },
    });
    const reason = await within(dialog).findByLabelText(/^Grund der verspäteten Erfassung/);
    const exception = within(dialog).getByLabelText(/^Grund der Ausnahme vom Arbeitszeitgesetz/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(writes(calls)).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Zettel kam per Post' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(dialog).findByText('Das Feld Grund der Ausnahme vom Arbeitszeitgesetz ist erforderlich.');
    expect(writes(calls)).toEqual([]);
    fireEvent.change(exception, { target: { value: 'Inventur' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({
      awardId: 'award-1',
      workerId: 'w-1',
      workDate: addDays(berlinToday(), -10),
      start: '07:00',
      end: '18:00',
      breakMinutes: 30,
      lateReason: 'Zettel kam per Post',
      workingTimeException: 'Inventur',
    });
  });

  it('the client approves a worker-week and everything at once', async () => {
    const calls = renderHours('client', [entry(), entry({ _id: 'wl-2', workerId: 'w-2', workerName: 'Bernd Bau' })]);
    const anna = await screen.findByRole('region', { name: 'Anna Arbeit' });
    fireEvent.click(within(anna).getByRole('button', { name: 'Woche freigeben' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      awardId: 'award-1',
      workerId: 'w-1',
      from: monday,
      to: addDays(monday, 6),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alle freigeben' }));
    const confirm = screen.getByRole('dialog', { name: 'Alle Stunden freigeben' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Alle freigeben' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(JSON.parse(calls.filter((c) => c.method === 'POST')[1]!.body!)).toEqual({ awardId: 'award-1' });
  });

  it('asks the client for the billing data an invoice needs before approving, with links to the profile fields', async () => {
    renderHours('client', [entry()], { profile: { address: 'Hauptstr. 1', vat: 'DE123456789' } });
    const notice = await screen.findByTestId('hours-billing-data');
    expect(within(notice).getByText(/eine Anschrift mit Postleitzahl und Ort/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Zum Feld' }).getAttribute('href')).toBe('/profile?field=address');
    expect(within(notice).queryByText(/USt-IdNr/)).toBeNull();
    expect(within(notice).getByText('Sie können die Stunden trotzdem freigeben und die Angaben danach ergänzen.')).toBeTruthy();
  });

  it('says nothing of billing data when the profile of the client is complete', async () => {
    const calls = renderHours('client', [entry()]);
    await screen.findByRole('button', { name: 'Alle freigeben' });
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/accounts/me')).toBe(true));
    expect(screen.queryByTestId('hours-billing-data')).toBeNull();
  });

  it('says nothing of billing data when no hours await approval', async () => {
    renderHours('client', [entry({ status: 'approved' })], { profile: {} });
    await screen.findByRole('region', { name: 'Anna Arbeit' });
    expect(screen.queryByRole('button', { name: 'Alle freigeben' })).toBeNull();
    expect(screen.queryByTestId('hours-billing-data')).toBeNull();
  });

  it('never asks the supplier for billing data of the client (nor loads a profile for it)', async () => {
    const calls = renderHours('supplier', [entry()], { profile: {} });
    await screen.findByRole('region', { name: 'Anna Arbeit' });
    expect(screen.queryByTestId('hours-billing-data')).toBeNull();
    expect(calls.some((c) => pathOf(c) === '/accounts/me')).toBe(false);
  });

  it('refuses break minutes that are no number instead of taking them for empty, and sends nothing', async () => {
    const calls = renderHours('supplier', [], { write: () => ok(entry(), 'Die Stunden wurden erfasst.') });
    const dialog = await openEntryDialog();
    const pause = within(dialog).getByLabelText(/^Pause in Minuten/) as HTMLInputElement;
    fireEvent.change(pause, { target: { value: 'halbe Stunde' } });
    fireEvent.blur(pause);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Pause in Minuten muss eine Zahl sein.')).toBeTruthy(),
    );
    expect(pause.value).toBe('halbe Stunde');
    expect(pause.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByTestId('work-log-net')).toBeNull();
    expect(writes(calls)).toEqual([]);

    // fixed: the error goes, the entry is sent with the number
    fireEvent.change(pause, { target: { value: '45' } });
    await waitFor(() => expect(within(dialog).queryByText('Pause in Minuten muss eine Zahl sein.')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({ breakMinutes: 45 });
  });

  it('checks the times and the break with the contracts rules, naming the field', async () => {
    const calls = renderHours('supplier', []);
    const dialog = await openEntryDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Beginn/), { target: { value: '7 Uhr' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ende/), { target: { value: '08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte geben Sie eine Uhrzeit im Format HH:MM an.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Beginn/), { target: { value: '09:00' } });
    expect(await within(dialog).findByText('Das Ende muss nach dem Beginn liegen.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Beginn/), { target: { value: '07:45' } });
    expect(await within(dialog).findByText('Die Pause ist länger als die Arbeitszeit.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Pause in Minuten/), { target: { value: '' } });
    expect(await within(dialog).findByText('Das Feld Pause in Minuten ist erforderlich.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('is busy while the entry is sent, then closes with the API’s message as a toast', async () => {
    const answer = heldResponse();
    const calls = renderHours('supplier', [], { write: () => answer.response });
    const dialog = await openEntryDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' }).hasAttribute('disabled')).toBe(true);
    answer.release(ok(entry(), 'Die Stunden wurden erfasst.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(effects.successes).toEqual(['Die Stunden wurden erfasst.']);
  });

  it('keeps the API’s refusal in the open dialog; a late day the API found asks for the reason', async () => {
    const answers = [
      refusal(409, 'WORK_LOG_OVERLAP', 'Der Eintrag überschneidet sich mit einem anderen Eintrag dieses Tages.'),
      refusal(400, 'WORK_LOG_LATE_REASON_REQUIRED', 'Bitte begründen Sie die verspätete Erfassung.', {
        lateReason: ['Bitte begründen Sie die verspätete Erfassung.'],
      }),
      ok(entry(), 'Die Stunden wurden erfasst.'),
    ];
    const calls = renderHours('supplier', [], { write: () => answers.shift()! });
    const dialog = await openEntryDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const alert = await within(dialog).findByText('Der Eintrag überschneidet sich mit einem anderen Eintrag dieses Tages.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.getAttribute('data-code')).toBe('WORK_LOG_OVERLAP');
    expect(effects.successes).toEqual([]);
    expect(within(dialog).queryByLabelText(/^Grund der verspäteten Erfassung/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const reason = await within(dialog).findByLabelText(/^Grund der verspäteten Erfassung/);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: 'Zettel kam per Post' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toHaveLength(3);
    expect(JSON.parse(calls.filter((c) => c.method === 'POST')[2]!.body!)).toMatchObject({ lateReason: 'Zettel kam per Post' });
  });

  it('a correction needs its reason and sends the version it corrects', async () => {
    const calls = renderHours('supplier', [entry({ status: 'disputed', version: 2 })], {
      write: () => ok(entry({ version: 3 }), 'Die Korrektur wurde gespeichert.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Korrigieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag korrigieren' });
    fireEvent.change(within(dialog).getByLabelText(/^Ende/), { target: { value: '16:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    expect(await within(dialog).findByText('Das Feld Grund der Korrektur ist erforderlich.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Grund der Korrektur/), { target: { value: 'Falsches Ende' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      'PATCH /work-logs/wl-1 {"start":"07:00","end":"16:00","breakMinutes":30,"reason":"Falsches Ende","version":2}',
    ]);
    expect(effects.successes).toEqual(['Die Korrektur wurde gespeichert.']);
  });

  it('the client disputes with a required reason; a refusal stays in the dialog, success closes it', async () => {
    const answers = [
      refusal(409, 'WORK_LOG_NOT_OPEN', 'Dieser Eintrag ist bereits freigegeben.'),
      ok(entry({ status: 'disputed' }), 'Der Eintrag wurde beanstandet.'),
    ];
    const calls = renderHours('client', [entry()], { write: () => answers.shift()! });
    fireEvent.click(await screen.findByRole('button', { name: 'Beanstanden' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag beanstanden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beanstanden' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Das Feld Begründung ist erforderlich.');
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Begründung'), { target: { value: ' Anna war krank ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beanstanden' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Dieser Eintrag ist bereits freigegeben.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beanstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      'POST /work-logs/wl-1/dispute {"reason":"Anna war krank"}',
      'POST /work-logs/wl-1/dispute {"reason":"Anna war krank"}',
    ]);
    expect(effects.successes).toEqual(['Der Eintrag wurde beanstandet.']);
  });

  it('approving everything: a refusal stays in the confirmation dialog', async () => {
    const calls = renderHours('client', [entry()], {
      write: () => refusal(409, 'WORK_LOG_NOT_OPEN', 'Dieser Eintrag ist bereits freigegeben.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alle freigeben' }));
    const confirm = screen.getByRole('dialog', { name: 'Alle Stunden freigeben' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Alle freigeben' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert').textContent).toBe('Dieser Eintrag ist bereits freigegeben.'),
    );
    expect(writes(calls)).toEqual(['POST /work-logs/approve {"awardId":"award-1"}']);
    expect(effects.successes).toEqual([]);
  });

  it('shows status, late and invoiced as status badges', async () => {
    renderHours('client', [entry({ status: 'approved', late: true, lateReason: 'Post', invoiced: true })]);
    const status = await screen.findByTestId('work-log-status');
    expect(status.textContent).toBe('Freigegeben');
    expect([status.getAttribute('data-status'), status.getAttribute('data-tone')]).toEqual(['approved', 'success']);
    const row = screen.getByTestId('work-log-row');
    expect(
      [...row.querySelectorAll('.fw-status-badge')].map((b) => `${b.getAttribute('data-status')}:${b.textContent}`),
    ).toEqual(['approved:Freigegeben', 'late:Verspätet erfasst', 'invoiced:Abgerechnet']);
  });

  it('keeps the week in the URL: a reload shows and asks for the same week', async () => {
    const first = renderHours('client', [entry()], { path: '/awarded-jobs/hours-logged/award-1/client-1' });
    const thisWeek = weekOf(berlinToday());
    await screen.findByRole('region', { name: 'Anna Arbeit' });
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    const shown = addDays(thisWeek.from, -14);
    await waitFor(() => expect(address).toBe(`/awarded-jobs/hours-logged/award-1/client-1?week=${shown}`));
    const german = (iso: string) => iso.split('-').reverse().join('.');
    expect(screen.getByTestId('hours-week').textContent).toBe(`Woche vom ${german(shown)} bis ${german(addDays(shown, 6))}`);
    first.unmount();

    // the reload: the same address, a fresh app
    const calls = renderHours('client', [entry()], { path: address });
    await screen.findByRole('region', { name: 'Anna Arbeit' });
    expect(screen.getByTestId('hours-week').textContent).toBe(`Woche vom ${german(shown)} bis ${german(addDays(shown, 6))}`);
    const query = new URL(calls.find((c) => pathOf(c) === '/work-logs')!.url).searchParams;
    expect([query.get('from'), query.get('to')]).toEqual([shown, addDays(shown, 6)]);

    // back to this week: the address is short again; Back returns to the week shown before
    fireEvent.click(screen.getByRole('button', { name: 'Diese Woche' }));
    await waitFor(() => expect(address).toBe('/awarded-jobs/hours-logged/award-1/client-1'));
    act(() => goBack());
    await waitFor(() => expect(address).toBe(`/awarded-jobs/hours-logged/award-1/client-1?week=${shown}`));
    expect(screen.getByTestId('hours-week').textContent).toBe(`Woche vom ${german(shown)} bis ${german(addDays(shown, 6))}`);
  });

  it('reads any date of a week from a link as that week, and no date as this week', async () => {
    const calls = renderHours('client', [], { path: `/awarded-jobs/hours-logged/award-1/client-1?week=${addDays(monday, 3)}` });
    await screen.findByTestId('hours-empty');
    expect(new URL(calls.find((c) => pathOf(c) === '/work-logs')!.url).searchParams.get('from')).toBe(monday);
    calls.unmount();
    const again = renderHours('client', [], { path: '/awarded-jobs/hours-logged/award-1/client-1?week=kaputt' });
    await screen.findByTestId('hours-empty');
    expect(new URL(again.find((c) => pathOf(c) === '/work-logs')!.url).searchParams.get('from')).toBe(weekOf(berlinToday()).from);
  });
});
