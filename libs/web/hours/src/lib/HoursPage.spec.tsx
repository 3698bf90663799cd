import type { UserType, WorkLogResponse } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import { mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { award, ok, pathOf, withContent, worker } from '@fachwerk/web/market-data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { berlinToday } from './format';
import { HoursPage } from './HoursPage';

configure({ asyncUtilTimeout: 5000 });

const monday = weekOf(addDays(berlinToday(), -7)).from;

const entry = (overrides: Partial<WorkLogResponse> = {}): WorkLogResponse => ({
  _id: 'wl-1',
  awardId: 'award-1',
  workerId: 'w-1',
  workerName: 'Anna Arbeit',
  workDate: monday,
  start: '07:00',
  end: '15:30',
  breakMinutes: 30,
  netMinutes: 480,
  note: null,
  status: 'submitted',
  late: false,
  lateReason: null,
  disputeReason: null,
  version: 1,
  submittedAt: '2026-11-20T17:00:00.000Z',
  reviewedAt: null,
  autoApproveAt: '2026-11-27T17:00:00.000Z',
  invoiced: false,
  warnings: [],
  ...overrides,
});

function renderHours(role: UserType, items: WorkLogResponse[]) {
  const calls = mockFetch(
    withContent((call: FetchCall) => {
      const path = pathOf(call);
      if (path === '/awards/award-1')
        return ok(award({ status: 'in_progress', workers: [worker('w-1', 'Anna Arbeit'), worker('w-2', 'Bernd Bau')] }));
      if (path === '/work-logs' && call.method === 'GET') return ok({ items, total: items.length, page: 1, limit: 100 });
      return ok({ approved: items.length }, 'Freigegeben');
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/awarded-jobs/hours-logged/:id/:clientId" element={<HoursPage role={role} />} />
    </Routes>,
    { role, path: `/awarded-jobs/hours-logged/award-1/client-1?week=${monday}` },
  );
  return calls;
}

const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)} ${c.body ?? ''}`.trim());

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
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

  it('the form computes net hours, warns live and asks for a reason for late days', async () => {
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
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(writes(calls)).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Zettel kam per Post' } });
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
});
