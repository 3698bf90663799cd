import type { AwardResponse, UserType, WorkLogResponse } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderHookWithApp,
  type FetchCall,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { jobSummary, ok, pathOf, worker } from '@fachwerk/web/data-access/testing/market';
import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { berlinToday } from './format';
import { hoursApi, monday, workLog, writes } from './testing/hours-fixtures';
import { isOpenEntry, useHoursPage } from './use-hours-page';

const PAGE = '/awarded-jobs/hours-logged/award-1/client-1';

function renderHoursPage(
  role: UserType,
  items: WorkLogResponse[],
  {
    path = `${PAGE}?week=${monday}`,
    write,
    awarded,
    team = [],
  }: {
    path?: string;
    write?: (call: FetchCall) => Response | Promise<Response>;
    awarded?: Partial<AwardResponse>;
    team?: ReturnType<typeof worker>[];
  } = {},
) {
  const api = hoursApi({ items, write, awarded });
  const calls = mockFetch((call) => {
    if (pathOf(call) === '/workers') return ok({ items: team, total: team.length, page: 1, limit: 100 });
    // the export fails here (jsdom cannot save a file)
    if (pathOf(call) === '/work-logs/export') return jsonResponse(500, { status: false, message: 'kaputt', code: 'INTERNAL' } as never);
    return api(call);
  });
  const rendered = renderHookWithApp(() => ({ hours: useHoursPage(role, 'award-1'), location: useLocation() }), { role, path });
  return { ...rendered, calls };
}

const logQueries = (calls: FetchCall[]) =>
  calls
    .filter((c) => pathOf(c) === '/work-logs')
    .map((c) => {
      const query = new URL(c.url).searchParams;
      return `${query.get('awardId')} ${query.get('from')}..${query.get('to')}`;
    });

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('useHoursPage', () => {
  it('groups the week’s entries per worker by name, with the net minutes of each and of the week', async () => {
    const { result, calls } = renderHoursPage('client', [
      workLog({ _id: 'wl-1', workerId: 'w-2', workerName: 'Bernd Bau', netMinutes: 300, status: 'approved' }),
      workLog({ _id: 'wl-2', netMinutes: 480, status: 'approved' }),
      workLog({ _id: 'wl-3', workDate: addDays(monday, 1), netMinutes: 450, status: 'auto_approved' }),
    ]);
    await waitFor(() => expect(result.current.hours.groups).toHaveLength(2));
    expect(
      result.current.hours.groups.map((g) => [g.workerName, g.entries.map((e) => e._id), g.netMinutes]),
    ).toEqual([
      ['Anna Arbeit', ['wl-2', 'wl-3'], 930],
      ['Bernd Bau', ['wl-1'], 300],
    ]);
    expect(result.current.hours.weekMinutes).toBe(1230);
    expect(result.current.hours.anyOpen).toBe(false);
    expect(logQueries(calls)).toEqual([`award-1 ${monday}..${addDays(monday, 6)}`]);
  });

  it('an entry is open while submitted or disputed; one open entry asks the client to approve', async () => {
    expect(['submitted', 'disputed', 'approved', 'auto_approved'].map((status) => isOpenEntry(workLog({ status: status as WorkLogResponse['status'] })))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const { result } = renderHoursPage('client', [workLog({ status: 'approved' }), workLog({ _id: 'wl-2', status: 'disputed' })]);
    await waitFor(() => expect(result.current.hours.entries).toHaveLength(2));
    expect(result.current.hours.anyOpen).toBe(true);
  });

  it('moves a week at a time through the URL; this week leaves the week out of the address', async () => {
    const { result, calls } = renderHoursPage('client', [], { path: PAGE });
    const thisWeek = weekOf(berlinToday());
    expect([result.current.hours.week, result.current.hours.isThisWeek]).toEqual([thisWeek, true]);
    expect(result.current.hours.defaultDate).toBe(berlinToday());

    act(() => result.current.hours.previousWeek());
    act(() => result.current.hours.previousWeek());
    const shown = addDays(thisWeek.from, -14);
    expect(result.current.location.search).toBe(`?week=${shown}`);
    expect([result.current.hours.week.from, result.current.hours.isThisWeek]).toEqual([shown, false]);
    // a past week: a new entry starts on its Sunday
    expect(result.current.hours.defaultDate).toBe(addDays(shown, 6));

    act(() => result.current.hours.nextWeek());
    expect(result.current.location.search).toBe(`?week=${addDays(shown, 7)}`);
    act(() => result.current.hours.thisWeek());
    expect(result.current.location.search).toBe('');
    await waitFor(() => expect(logQueries(calls)).toContain(`award-1 ${shown}..${addDays(shown, 6)}`));
  });

  it('reads any date of a week in the address as that week, and what is no date as this week', () => {
    const { result, unmount } = renderHoursPage('client', [], { path: `${PAGE}?week=${addDays(monday, 3)}` });
    expect(result.current.hours.week.from).toBe(monday);
    unmount();
    const again = renderHoursPage('client', [], { path: `${PAGE}?week=kaputt` });
    expect(again.result.current.hours.week.from).toBe(weekOf(berlinToday()).from);
  });

  it('offers the award’s named workers, and for a fixed budget the supplier’s own team besides, each once', async () => {
    const team = [worker('w-2', 'Bernd Bau'), worker('w-9', 'Cem Kran')];
    const resource = renderHoursPage('supplier', [], { team });
    await waitFor(() => expect(resource.result.current.hours.workers).toHaveLength(2));
    expect(resource.calls.some((c) => pathOf(c) === '/workers')).toBe(false);
    resource.unmount();

    const fixed = renderHoursPage('supplier', [], { team, awarded: { job: jobSummary({ type: 'fixedBudget' }) } });
    await waitFor(() => expect(fixed.result.current.hours.workers).toHaveLength(3));
    expect(fixed.result.current.hours.workers).toEqual([
      { id: 'w-1', name: 'Anna Arbeit' },
      { id: 'w-2', name: 'Bernd Bau' },
      { id: 'w-9', name: 'Cem Kran' },
    ]);
  });

  it('approves an entry, a worker’s week and everything; success closes the dialog', async () => {
    const { result, calls } = renderHoursPage('client', [workLog()]);
    await waitFor(() => expect(result.current.hours.entries).toHaveLength(1));
    await act(() => result.current.hours.approveEntry(result.current.hours.entries[0]!));
    await act(() => result.current.hours.approveWorkerWeek('w-1'));
    act(() => result.current.hours.openDialog({ kind: 'approveAll' }));
    await act(() => result.current.hours.approveAll());
    expect(writes(calls)).toEqual([
      'POST /work-logs/approve {"ids":["wl-1"]}',
      `POST /work-logs/approve {"awardId":"award-1","workerId":"w-1","from":"${monday}","to":"${addDays(monday, 6)}"}`,
      'POST /work-logs/approve {"awardId":"award-1"}',
    ]);
    expect(result.current.hours.dialog).toBeNull();
    expect(effects.successes).toEqual(['Freigegeben', 'Freigegeben', 'Freigegeben']);
  });

  it('a refused approval keeps the confirmation open with the reason; closing it forgets the reason', async () => {
    const { result } = renderHoursPage('client', [workLog()], {
      write: () => jsonResponse(409, { status: false, message: 'Dieser Eintrag ist bereits freigegeben.', code: 'WORK_LOG_NOT_OPEN' } as never),
    });
    await waitFor(() => expect(result.current.hours.entries).toHaveLength(1));
    act(() => result.current.hours.openDialog({ kind: 'approveAll' }));
    await act(() => result.current.hours.approveAll());
    expect(result.current.hours.dialog).toEqual({ kind: 'approveAll' });
    expect(result.current.hours.approve.error?.message).toBe('Dieser Eintrag ist bereits freigegeben.');
    act(() => result.current.hours.closeApproveAll());
    expect([result.current.hours.dialog, result.current.hours.approve.error]).toEqual([null, null]);
  });

  it('opens and closes the entry dialogs', async () => {
    const { result } = renderHoursPage('supplier', [workLog()]);
    await waitFor(() => expect(result.current.hours.entries).toHaveLength(1));
    const entry = result.current.hours.entries[0]!;
    act(() => result.current.hours.openDialog({ kind: 'correct', entry }));
    expect(result.current.hours.dialog).toEqual({ kind: 'correct', entry });
    act(() => result.current.hours.closeDialog());
    expect(result.current.hours.dialog).toBeNull();
  });

  it('exports the week shown with the session’s token, and says so when the export fails', async () => {
    const { result, calls } = renderHoursPage('client', []);
    await waitFor(() => expect(result.current.hours.logs.isSuccess).toBe(true));
    await act(() => result.current.hours.download('pdf'));
    const exported = calls.find((c) => pathOf(c) === '/work-logs/export')!;
    expect(Object.fromEntries(new URL(exported.url).searchParams)).toEqual({
      awardId: 'award-1',
      from: monday,
      to: addDays(monday, 6),
      format: 'pdf',
    });
    expect(exported.headers.get('authorization')).toBe('Bearer token-client');
    expect(effects.errors).toEqual(['Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.']);
  });
});
