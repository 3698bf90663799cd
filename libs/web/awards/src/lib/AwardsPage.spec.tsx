import type { AwardResponse, UserType, WorkerListResponse } from '@fachwerk/shared/contracts';
import { switchLanguage } from '@fachwerk/web/data-access';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { award, contract, ok, pathOf, withContent, worker } from '@fachwerk/web/data-access/testing/market';
import { AwardsPage, type AwardsView } from './AwardsPage';
import { formerEmployeeAnswer } from './AwardDialogs';

configure({ asyncUtilTimeout: 5000 });

const list = (items: AwardResponse[]) => ({ items, total: items.length, page: 1, limit: 10 });
const team: WorkerListResponse = {
  items: ['Jan Kowalski', 'Piotr Nowak', 'Anna Lewandowska'].map((fullName, i) => ({
    _id: `w-${i + 1}`,
    supplierId: 'sup-1',
    fullName,
    dialCode: '+49',
    jobType: 'fullTime',
    proficiency: 'expert',
    termAndCondition: 0,
    isAddFavorite: 0,
    availability: 'free',
    assigned: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  })),
  total: 3,
  page: 1,
  limit: 100,
  counts: { free: 3, busy: 0 },
};

function renderAwards(
  role: UserType,
  view: AwardsView,
  items: AwardResponse[],
  handler: (call: FetchCall) => Response | undefined = () => undefined,
) {
  const calls = mockFetch(
    withContent((call) => {
      const answer = handler(call);
      if (answer) return answer;
      if (pathOf(call) === '/workers') return ok(team);
      if (pathOf(call).endsWith('/contract')) return ok(contract({ status: 'accepted', awaiting: [] }));
      return ok(list(items));
    }),
  );
  renderWithApp(<AwardsPage role={role} view={view} />, { role, path: '/awarded-jobs' });
  return calls;
}

const transitions = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.method !== 'GET' && pathOf(c) !== '/content')
    .map((c) => `${c.method} ${pathOf(c)} ${c.body ?? ''}`.trim());

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('AwardsPage', () => {
  it('asks for running work on /awarded-jobs', async () => {
    const calls = renderAwards('client', 'active', [award()]);
    await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    const query = new URL(calls.find((c) => pathOf(c) === '/awards')!.url).searchParams;
    expect(query.getAll('status[]')).toEqual(['awarded', 'in_progress', 'completed', 'ended', 'cancelled']);
    expect(screen.getByRole('heading', { name: 'Vergebene Aufträge' })).toBeTruthy();
  });

  it('asks for approved work on /completed-jobs and says so when there is none', async () => {
    const calls = renderAwards('supplier', 'completed', []);
    expect((await screen.findByText('Noch keine abgeschlossenen Aufträge.')).textContent).toBeTruthy();
    expect(new URL(calls.find((c) => pathOf(c) === '/awards')!.url).searchParams.getAll('status[]')).toEqual([
      'approved',
    ]);
  });

  it('shows job, other party, slots, workers, status, dates and price', async () => {
    renderAwards('client', 'active', [
      award({
        status: 'in_progress',
        workers: [worker('w-1', 'Jan Kowalski'), worker('w-2', 'Piotr Nowak')],
        startedAt: '2026-12-01T07:00:00.000Z',
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(card.textContent).toContain('DienstleisterNowak Elektro GmbH');
    expect(card.textContent).not.toContain('Auftraggeber');
    expect(card.textContent).toContain('In Arbeit');
    expect(card.textContent).toContain('Plätze2');
    expect(card.textContent).toMatch(/45,00\s€ pro Stunde und Mitarbeiter/);
    expect(card.textContent).toContain('Benannte Mitarbeiter (2 von 2)');
    expect(
      within(card).getByRole('list', { name: 'Mitarbeiter für „Elektroinstallation Neubau Leipzig“' })
        .textContent,
    ).toContain('Piotr Nowak');
    expect(card.textContent).toContain('Begonnen am01.12.2026, 08:00');
    // the client has nothing to do while the supplier works but write to him
    expect(
      within(within(card).getByTestId('award-actions'))
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nachricht senden']);
  });

  it('supplier: cannot start a resource job before naming exactly `slots` workers; a 409 overlap stays in the dialog', async () => {
    let attempt = 0;
    const calls = renderAwards('supplier', 'active', [award()], (call) => {
      if (pathOf(call) !== '/awards/award-1/workers') return undefined;
      attempt += 1;
      return attempt === 1
        ? jsonResponse(409, {
            status: false,
            message: 'Piotr Nowak ist in diesem Zeitraum bereits für einen anderen Auftrag eingeplant.',
            code: 'WORKER_BOOKED',
          })
        : ok(
            award({ workers: [worker('w-1', 'Jan Kowalski'), worker('w-3', 'Anna Lewandowska')] }),
            'Mitarbeiter benannt.',
          );
    });
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(card.textContent).toContain('AuftraggeberBau Schmidt GmbH');
    expect(
      (within(card).getByRole('button', { name: 'Arbeit beginnen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(card.textContent).toContain('Benennen Sie zuerst 2 Mitarbeiter.');

    fireEvent.click(within(card).getByRole('button', { name: 'Mitarbeiter benennen' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Mitarbeiter für „Elektroinstallation Neubau Leipzig“ benennen',
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Jan Kowalski' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte wählen Sie genau 2 Mitarbeiter.');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Piotr Nowak' }));
    // § 8 (3) AÜG: each chosen worker needs the answer before the naming is sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Bitte beantworten Sie für jeden ausgewählten Mitarbeiter, ob er in den letzten sechs Monaten beim Auftraggeber beschäftigt war.',
    );
    const answers = within(dialog).getByRole('group', {
      name: 'In den letzten sechs Monaten beim Auftraggeber beschäftigt? (§ 8 Abs. 3 AÜG)',
    });
    fireEvent.click(within(within(answers).getByRole('group', { name: 'Jan Kowalski' })).getByRole('radio', { name: 'Ja' }));
    fireEvent.click(within(within(answers).getByRole('group', { name: 'Piotr Nowak' })).getByRole('radio', { name: 'Nein' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      (
        await within(dialog).findByText(
          'Piotr Nowak ist in diesem Zeitraum bereits für einen anderen Auftrag eingeplant.',
        )
      ).getAttribute('role'),
    ).toBe('alert');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Piotr Nowak' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Anna Lewandowska' }));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Anna Lewandowska' })).getByRole('radio', { name: 'Nein' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(calls)).toEqual([
      'PUT /awards/award-1/workers {"workerIds":["w-1","w-2"],"formerEmployeeIds":["w-1"]}',
      'PUT /awards/award-1/workers {"workerIds":["w-1","w-3"],"formerEmployeeIds":["w-1"]}',
    ]);
    expect(effects.successes).toEqual(['Mitarbeiter benannt.']);
  });

  it('shows each named worker’s lending clock and § 8 (3) answer, with a warning from the 15th month (de and en)', async () => {
    const clock = (overrides = {}) => ({
      countingSince: '2025-08-01',
      daysCounted: 485,
      equalPayFrom: '2026-05-01',
      warnFrom: '2026-11-01',
      lastAllowedDay: '2027-01-31',
      warning: true,
      ...overrides,
    });
    renderAwards('client', 'active', [
      award({
        status: 'in_progress',
        workers: [worker('w-1', 'Jan Kowalski'), worker('w-2', 'Piotr Nowak')],
        workerLending: [
          { workerId: 'w-1', formerEmployee: true, clock: clock() },
          { workerId: 'w-2', formerEmployee: false, clock: clock({ countingSince: '2026-12-01', daysCounted: 0, equalPayFrom: '2027-09-01', warnFrom: '2028-03-01', lastAllowedDay: '2028-05-31', warning: false }) },
        ],
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    const list = within(card).getByRole('list', { name: 'Überlassungsdauer der Mitarbeiter für „Elektroinstallation Neubau Leipzig“' });
    const [jan, piotr] = within(list).getAllByRole('listitem');
    expect(jan!.textContent).toContain('In den letzten sechs Monaten beim Auftraggeber beschäftigt (§ 8 Abs. 3 AÜG)');
    expect(jan!.textContent).toContain('Equal Pay ab (§ 8 Abs. 4 AÜG)01.05.2026');
    expect(jan!.textContent).toContain('Letzter zulässiger Tag (§ 1 Abs. 1b AÜG)31.01.2027');
    expect(jan!.textContent).toContain('Bisher gezählt485 Tage');
    expect(within(jan!).getByText('Höchstüberlassungsdauer bald erreicht').getAttribute('data-tone')).toBe('warning');
    expect(jan!.textContent).toContain('Seit 01.11.2026 sind 15 Monate überschritten. Nach dem 31.01.2027 darf der Mitarbeiter');
    expect(piotr!.textContent).toContain('In den letzten sechs Monaten nicht beim Auftraggeber beschäftigt');
    expect(piotr!.textContent).toContain('Letzter zulässiger Tag (§ 1 Abs. 1b AÜG)31.05.2028');
    expect(within(piotr!).queryByText('Höchstüberlassungsdauer bald erreicht')).toBeNull();

    await act(() => switchLanguage('en'));
    await waitFor(() => expect(within(card).getAllByText('Maximum lending period ends soon')).toHaveLength(1));
    expect(card.textContent).toContain('Equal pay from (§ 8 (4) AÜG)');
    expect(card.textContent).toContain('Employed by the client within the last six months (§ 8 (3) AÜG)');
  });

  it('shows no lending clock for fixed-price work', async () => {
    renderAwards('client', 'active', [
      award({ job: { ...award().job, type: 'fixedBudget' }, slots: 1, workers: [worker('w-1', 'Jan Kowalski')] }),
    ]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(within(card).queryByTestId('award-lending')).toBeNull();
  });

  it('supplier: starts named work and reports it done, each after a confirm', async () => {
    const named = [worker('w-1', 'Jan Kowalski'), worker('w-2', 'Piotr Nowak')];
    const calls = renderAwards(
      'supplier',
      'active',
      [
        award({ workers: named }),
        award({
          _id: 'award-2',
          status: 'in_progress',
          workers: named,
          job: { ...award().job, title: 'Trockenbau Halle 3' },
        }),
      ],
      (call) => (call.method === 'POST' ? ok(award(), 'Erledigt.') : undefined),
    );
    const first = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    fireEvent.click(within(first).getByRole('button', { name: 'Arbeit beginnen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Arbeit beginnen' })).getByRole('button', {
        name: 'Arbeit beginnen',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = screen.getByRole('article', { name: 'Trockenbau Halle 3' });
    fireEvent.click(within(second).getByRole('button', { name: 'Als erledigt melden' }));
    const confirm = screen.getByRole('dialog', { name: 'Als erledigt melden' });
    expect(confirm.textContent).toContain('Ist die Arbeit an „Trockenbau Halle 3“ erledigt?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Als erledigt melden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(calls)).toEqual(['POST /awards/award-1/start {}', 'POST /awards/award-2/complete {}']);
  });

  it('client: approves a reported completion, or rejects it with a required reason', async () => {
    const calls = renderAwards(
      'client',
      'active',
      [award({ status: 'completed', completedAt: '2026-12-20T15:00:00.000Z' })],
      (call) => (call.method === 'POST' ? ok(award(), 'OK') : undefined),
    );
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    fireEvent.click(within(card).getByRole('button', { name: 'Abschluss ablehnen' }));
    let dialog = screen.getByRole('dialog', { name: 'Abschluss ablehnen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abschluss ablehnen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Das Feld Begründung ist erforderlich.');
    fireEvent.change(within(dialog).getByLabelText(/^Begründung/), {
      target: { value: 'Steckdosen im 2. OG fehlen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abschluss ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: 'Abschluss bestätigen' }));
    dialog = screen.getByRole('dialog', { name: 'Abschluss bestätigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abschluss bestätigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(calls)).toEqual([
      'POST /awards/award-1/reject-completion {"reason":"Steckdosen im 2. OG fehlen"}',
      'POST /awards/award-1/approve {}',
    ]);
  });

  it('both sides: feedback with a keyboard-usable star radio group; the other side’s feedback waits until revealed', async () => {
    const calls = renderAwards(
      'supplier',
      'completed',
      [
        award({
          status: 'approved',
          approvedAt: '2026-12-21T10:00:00.000Z',
          feedback: { mine: null, theirs: null, canWrite: true },
        }),
      ],
      (call) => (call.method === 'POST' ? ok({}, 'Danke für Ihre Bewertung.') : undefined),
    );
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(card.textContent).toContain('sichtbar, sobald beide bewertet haben oder nach 14 Tagen');
    fireEvent.click(within(card).getByRole('button', { name: 'Bewertung abgeben' }));
    const dialog = screen.getByRole('dialog', { name: 'Bewertung für „Elektroinstallation Neubau Leipzig“' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewertung senden' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Das Feld Bewertung ist erforderlich.', 'Das Feld Kommentar ist erforderlich.']);
    // the kit's StarRating: one radio group in a row, the arrow keys choose
    const group = within(dialog).getByRole('radiogroup', { name: /^Bewertung/ });
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    const stars = within(group).getAllByRole('radio');
    expect(stars).toEqual(
      [1, 2, 3, 4, 5].map((n) => within(group).getByRole('radio', { name: `${n} von 5 Sternen` })),
    );
    act(() => stars[0].focus());
    fireEvent.keyDown(stars[0], { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect((within(group).getByRole('radio', { name: '4 von 5 Sternen' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // the rating's error goes as soon as a star is chosen, the comment's stays until it is written
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Das Feld Kommentar ist erforderlich.']);
    fireEvent.change(within(dialog).getByLabelText(/^Kommentar/), {
      target: { value: 'Klare Absprachen, pünktliche Zahlung.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewertung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(calls)).toEqual([
      'POST /awards/award-1/feedback {"rating":4,"comment":"Klare Absprachen, pünktliche Zahlung."}',
    ]);
    expect(effects.successes).toEqual(['Danke für Ihre Bewertung.']);
  });

  it('shows own and revealed feedback instead of the button', async () => {
    const feedback = (
      authorRole: 'client' | 'supplier',
      authorName: string,
      rating: number,
      comment: string,
    ) => ({
      _id: `f-${authorRole}`,
      awardId: 'award-1',
      jobTitle: 'Elektroinstallation Neubau Leipzig',
      authorRole,
      authorName,
      rating,
      comment,
      createdAt: '2026-12-22T10:00:00.000Z',
    });
    renderAwards('client', 'completed', [
      award({
        status: 'approved',
        feedback: {
          mine: feedback('client', 'Bau Schmidt GmbH', 5, 'Top Arbeit'),
          theirs: feedback('supplier', 'Nowak Elektro GmbH', 4, 'Gern wieder'),
          canWrite: false,
        },
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(within(card).getByTestId('feedback-mine').textContent).toContain('Top Arbeit');
    expect(within(card).getByTestId('feedback-theirs').textContent).toContain(
      'Bewertung von Nowak Elektro GmbH',
    );
    expect(within(card).getByLabelText('4 von 5 Sternen').textContent).toBe('★★★★☆');
    expect(within(card).queryByRole('button', { name: 'Bewertung abgeben' })).toBeNull();
  });

  it('admin: all awards read-only with both parties and a status filter', async () => {
    const calls = renderAwards('admin', 'admin', [award({ status: 'completed' })]);
    const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(screen.getByRole('heading', { name: 'Alle vergebenen Aufträge' })).toBeTruthy();
    expect(card.textContent).toContain('AuftraggeberBau Schmidt GmbH');
    expect(card.textContent).toContain('DienstleisterNowak Elektro GmbH');
    // read-only: no actions; of the contract only the PDF
    expect(within(within(card).getByTestId('award-actions')).queryByRole('button')).toBeNull();
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Vertrag als PDF']);
    expect(new URL(calls.find((c) => pathOf(c) === '/awards')!.url).searchParams.getAll('status[]')).toEqual(
      [],
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.getAll('status[]').includes('approved'))).toBe(
        true,
      ),
    );
  });

  describe('work stopped because the other party deleted its account', () => {
    // the supplier's name is erased with its account
    const deletedSupplier = { _id: 'sup-1', companyName: '', rating: { average: null, count: 0 } };
    const ended = award({ status: 'ended', supplier: deletedSupplier, startedAt: '2026-12-01T07:00:00.000Z' });
    const cancelled = award({ _id: 'award-2', status: 'cancelled', supplier: deletedSupplier, job: { ...award().job, title: 'Trockenbau Halle 3' } });
    const actions = (card: HTMLElement) => within(card).getByTestId('award-actions');

    it('client: an ended award says why, keeps its hours readable and offers no contract step', async () => {
      renderAwards('client', 'active', [ended, cancelled], (call) =>
        pathOf(call).endsWith('/contract') ? ok(contract({ status: 'awaitingAcceptance', awaiting: ['client'] })) : undefined,
      );
      const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
      expect(card.querySelector('[data-status="ended"]')?.textContent).toBe('Beendet');
      expect(within(card).getByTestId('award-stopped-note').textContent).toBe(
        'Beendet: Die andere Partei hat ihr Konto gelöscht. Bereits erfasste Stunden und ausgestellte Rechnungen bleiben erhalten.',
      );
      expect(card.textContent).toContain('DienstleisterGelöschtes Konto');
      expect(within(actions(card)).getByTestId('award-hours-link')).toBeTruthy();
      expect(within(actions(card)).queryAllByRole('button')).toEqual([]);
      await within(card).findByTestId('contract-status');
      expect(within(card).queryByRole('button', { name: 'Vertrag annehmen' })).toBeNull();

      const second = screen.getByRole('article', { name: 'Trockenbau Halle 3' });
      expect(second.querySelector('[data-status="cancelled"]')?.textContent).toBe('Storniert');
      expect(within(second).getByTestId('award-stopped-note').textContent).toBe(
        'Storniert, bevor die Arbeit begann: Die andere Partei hat ihr Konto gelöscht.',
      );
      // no work was done: no hours to look at
      expect(within(actions(second)).queryByTestId('award-hours-link')).toBeNull();
    });

    it('supplier of a deleted client: nothing to start, name or report on an ended award', async () => {
      renderAwards('supplier', 'active', [award({ status: 'ended', client: { ...deletedSupplier, _id: 'client-1' } })]);
      const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
      expect(card.textContent).toContain('AuftraggeberGelöschtes Konto');
      // nothing to do but read: no step of the work, no new conversation with a deleted account
      expect(within(actions(card)).queryAllByRole('button')).toEqual([]);
      expect(within(actions(card)).getByTestId('award-hours-link')).toBeTruthy();
    });

    it('shows both states in English, and the admin a note that names no side', async () => {
      renderAwards('admin', 'admin', [ended, cancelled]);
      const card = await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
      expect(within(card).getByTestId('award-stopped-note').textContent).toBe('Beendet: Eine der Parteien hat ihr Konto gelöscht.');
      await act(() => switchLanguage('en'));
      expect(card.querySelector('[data-status="ended"]')?.textContent).toBe('Ended');
      expect(within(card).getByTestId('award-stopped-note').textContent).toBe('Ended: one of the parties deleted its account.');
      expect(card.textContent).toContain('SupplierDeleted account');
      const second = screen.getByRole('article', { name: 'Trockenbau Halle 3' });
      expect(second.querySelector('[data-status="cancelled"]')?.textContent).toBe('Cancelled');
      expect(within(second).getByTestId('award-stopped-note').textContent).toBe(
        'Cancelled before the work started: one of the parties deleted its account.',
      );
    });
  });
});

describe('formerEmployeeAnswer (§ 8 (3) AÜG)', () => {
  it('sends the ids answered "yes", and null, which the body keeps, when the answer is none of them', () => {
    expect(formerEmployeeAnswer(['w-1', 'w-2'], { 'w-1': true, 'w-2': false })).toEqual(['w-1']);
    expect(formerEmployeeAnswer(['w-1', 'w-2'], { 'w-1': false, 'w-2': false })).toBeNull();
  });
});
