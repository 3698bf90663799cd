import type { JobApplicationsResponse, PermitStatusResponse } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { application, award, jobResponse, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { ApplicationsPage } from './ApplicationsPage';

configure({ asyncUtilTimeout: 5000 });

const applicationsOf = (items = [application()], total = items.length): JobApplicationsResponse => ({
  items,
  total,
  page: 1,
  limit: 10,
  counts: { pending: 1, awarded: 1, rejected: 0, withdrawn: 0 },
});

const resourceJob = jobResponse({ type: 'resource', workersNeeded: 3, workersAwarded: 2 });

function renderPage(path = '/apply-job/job-1') {
  return renderWithApp(
    <Routes>
      <Route path="/apply-job/:id" element={<ApplicationsPage />} />
    </Routes>,
    { role: 'client', path },
  );
}

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('ApplicationsPage', () => {
  it('lists supplier, rating, price, proposed workers and a message excerpt, with counts per status', async () => {
    const long = application({ message: 'Sehr geehrte Damen und Herren, '.repeat(10) });
    const calls = mockFetch(
      withContent((call) => (pathOf(call) === '/jobs/job-1' ? ok(resourceJob) : ok(applicationsOf([long])))),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Nowak Elektro GmbH' });
    expect(within(card).getByRole('link', { name: 'Nowak Elektro GmbH' }).getAttribute('href')).toBe(
      '/supplier-details/sup-1/job-1',
    );
    expect(card.textContent).toContain('4,5 von 5 (2 Bewertungen)');
    expect(card.textContent).toMatch(/45,00\s€ pro Stunde und Mitarbeiter/);
    expect(within(card).getByText('2')).toBeTruthy();
    const excerpt = card.querySelector('.fw-application__message')!.textContent!;
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(screen.getByRole('button', { name: 'Alle (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Offen (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zuschlag erteilt (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Offen (1)' }));
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('status') === 'pending')).toBe(true),
    );
  });

  it('shows each resource applicant’s AÜG permit status as a badge (verified until, unlimited, expiring, expired, missing)', async () => {
    const permit = (supplierId: string, over: Partial<PermitStatusResponse>): PermitStatusResponse => ({
      supplierId,
      status: 'verified',
      validity: 'valid',
      validUntil: null,
      unlimited: false,
      usable: true,
      ...over,
    });
    const applicant = (id: string, companyName: string, supplierPermit: PermitStatusResponse) =>
      application({ _id: `app-${id}`, supplier: { _id: id, companyName, rating: { average: null, count: 0 } }, supplierPermit });
    const items = [
      applicant('s-1', 'Gültig GmbH', permit('s-1', { validUntil: '2027-05-31' })),
      applicant('s-2', 'Unbefristet GmbH', permit('s-2', { unlimited: true })),
      applicant('s-3', 'Bald GmbH', permit('s-3', { validity: 'expiring', validUntil: '2026-12-10' })),
      applicant('s-4', 'Alt GmbH', permit('s-4', { validity: 'expired', validUntil: '2026-10-31', usable: false })),
      applicant('s-5', 'Ohne GmbH', permit('s-5', { status: 'none', validity: null, usable: false })),
      applicant('s-6', 'Abgelehnt GmbH', permit('s-6', { status: 'rejected', validUntil: '2099-01-01', usable: false })),
      applicant('s-7', 'Prüfung GmbH', permit('s-7', { status: 'pending', validUntil: '2099-01-01', usable: false })),
    ];
    mockFetch(withContent((call) => (pathOf(call) === '/jobs/job-1' ? ok(resourceJob) : ok(applicationsOf(items)))));
    renderPage();
    const badgeOf = async (companyName: string) => {
      const card = await screen.findByRole('article', { name: companyName });
      expect(within(card).getByText('AÜG-Erlaubnis').tagName).toBe('DT');
      const badge = within(card).getByTestId('supplier-permit');
      return [badge.getAttribute('data-status'), badge.getAttribute('data-tone'), badge.textContent];
    };
    expect(await badgeOf('Gültig GmbH')).toEqual(['verified', 'success', 'Geprüft, gültig bis 31.05.2027']);
    expect(await badgeOf('Unbefristet GmbH')).toEqual(['unlimited', 'success', 'Geprüft, unbefristet']);
    expect(await badgeOf('Bald GmbH')).toEqual(['expiring', 'warning', 'Läuft bald ab: gültig bis 10.12.2026']);
    expect(await badgeOf('Alt GmbH')).toEqual(['expired', 'danger', 'Abgelaufen: gültig bis 31.10.2026']);
    expect(await badgeOf('Ohne GmbH')).toEqual(['missing', 'danger', 'Keine gültige Erlaubnis']);
    expect(await badgeOf('Abgelehnt GmbH')).toEqual(['missing', 'danger', 'Keine gültige Erlaubnis']);
    expect(await badgeOf('Prüfung GmbH')).toEqual(['pending', 'warning', 'Noch nicht geprüft']);
  });

  it('shows no permit on fixed-price applications', async () => {
    mockFetch(withContent((call) => (pathOf(call) === '/jobs/job-1' ? ok(jobResponse()) : ok(applicationsOf([application({ supplierPermit: null })])))));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Nowak Elektro GmbH' });
    expect(within(card).queryByTestId('supplier-permit')).toBeNull();
    expect(within(card).queryByText('AÜG-Erlaubnis')).toBeNull();
  });

  it('awards a resource supplier with the chosen slots, bounded by the free slots', async () => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/jobs/job-1') return ok(resourceJob);
        if (pathOf(call) === '/applications/app-1/award') return ok(award(), 'Zuschlag erteilt.');
        return ok(applicationsOf());
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag an Nowak Elektro GmbH' });
    const slots = within(dialog).getByLabelText('Anzahl vergebener Plätze') as HTMLInputElement;
    // 3 needed, 2 awarded: one slot is free although two workers were proposed
    expect(slots.value).toBe('1');
    expect(dialog.textContent).toContain('Freie Plätze: 1, vorgeschlagene Mitarbeiter: 2');
    fireEvent.change(slots, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte wählen Sie zwischen 1 und 1 Plätzen.');
    expect(calls.some((c) => pathOf(c).endsWith('/award'))).toBe(false);

    fireEvent.change(slots, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(calls.find((c) => pathOf(c).endsWith('/award'))!.body!)).toEqual({ slots: 1 });
    expect(effects.successes).toEqual(['Zuschlag erteilt.']);
  });

  it.each([
    ['Ringstraße 1', 'DE123456788', ['address']],
    ['Domkloster 4, 50667 Köln', '', ['vat']],
    ['Ringstraße 1', '', ['address', 'vat']],
    ['Domkloster 4, 50667 Köln', 'DE123456788', []],
  ])("before the award, names what the client's profile (%s, VAT id \"%s\") lacks for an invoice: %j", async (address, vat, missing) => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/jobs/job-1') return ok(jobResponse());
        if (pathOf(call) === '/accounts/me') return ok({ _id: 'client-1', userType: 'client', address, vat });
        return ok(applicationsOf());
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog');
    if (missing.length) {
      const notice = await within(dialog).findByTestId('award-billing-data');
      const items = within(notice).getAllByRole('listitem');
      expect(items.map((item) => item.getAttribute('data-field'))).toEqual(missing);
      const texts: Record<string, string> = { address: 'Anschrift mit Postleitzahl und Ort', vat: 'USt-IdNr.' };
      for (const item of items) {
        const field = item.getAttribute('data-field')!;
        expect(item.textContent).toContain(texts[field]);
        // the link opens the profile at that field
        expect(within(item).getByRole('link', { name: 'Zum Feld' }).getAttribute('href')).toBe(`/profile?field=${field}`);
      }
    } else {
      // the profile was asked for and has been answered; the notice stays away
      await waitFor(() => expect(calls.some((c) => pathOf(c) === '/accounts/me')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(dialog).queryByTestId('award-billing-data')).toBeNull();
    }
    // a note, not a refusal: the award button stays enabled
    expect((within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the dialog open with the server message when the last slot was just taken (409)', async () => {
    mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/jobs/job-1') return ok(resourceJob);
        if (pathOf(call) === '/applications/app-1/award')
          return jsonResponse(409, {
            status: false,
            message: 'Für diesen Auftrag sind nicht mehr genügend freie Plätze vorhanden.',
            code: 'NO_FREE_SLOT',
          });
        return ok(applicationsOf());
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Für diesen Auftrag sind nicht mehr genügend freie Plätze vorhanden.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('awards a fixed-budget job without slots and rejects with an optional reason', async () => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/jobs/job-1') return ok(jobResponse());
        if (pathOf(call).endsWith('/award')) return ok(award(), 'Zuschlag erteilt.');
        if (pathOf(call).endsWith('/reject'))
          return ok(application({ status: 'rejected' }), 'Bewerbung abgelehnt.');
        return ok(applicationsOf());
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Zuschlag erteilen' }));
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Anzahl vergebener Plätze')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(calls.find((c) => pathOf(c).endsWith('/award'))!.body!)).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    dialog = screen.getByRole('dialog', { name: 'Bewerbung von Nowak Elektro GmbH ablehnen' });
    fireEvent.change(within(dialog).getByLabelText('Begründung (optional)'), {
      target: { value: ' Preis zu hoch ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(calls.find((c) => pathOf(c).endsWith('/reject'))!.body!)).toEqual({
      reason: 'Preis zu hoch',
    });
    expect(effects.successes).toEqual(['Zuschlag erteilt.', 'Bewerbung abgelehnt.']);
  });

  it('offers no award once every slot is taken, and no actions on decided applications', async () => {
    mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs/job-1'
          ? ok(jobResponse({ type: 'resource', workersNeeded: 2, workersAwarded: 2, status: 'in_progress' }))
          : ok(
              applicationsOf([
                application(),
                application({
                  _id: 'app-2',
                  status: 'awarded',
                  supplier: {
                    _id: 'sup-2',
                    companyName: 'Kraft Personal',
                    rating: { average: null, count: 0 },
                  },
                }),
              ]),
            ),
      ),
    );
    renderPage();
    const awarded = await screen.findByRole('article', { name: 'Kraft Personal' });
    // a decided application offers only the chat
    expect(within(awarded).queryAllByRole('button').map((b) => b.textContent)).toEqual(['Nachricht senden']);
    expect(awarded.textContent).toContain('Noch keine Bewertungen');
    const pending = screen.getByRole('article', { name: 'Nowak Elektro GmbH' });
    expect(within(pending).queryByRole('button', { name: 'Zuschlag erteilen' })).toBeNull();
    expect(within(pending).getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
  });
});
