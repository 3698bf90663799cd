import type { SupplierDetailsResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { application, jobSummary, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { SupplierDetailsPage } from './SupplierDetailsPage';

configure({ asyncUtilTimeout: 5000 });

const details: SupplierDetailsResponse = {
  supplier: {
    ...application().supplier,
    address: 'Hauptstraße 5, 04109 Leipzig',
    serviceType: ['svc-elektro'],
    specialSkillsOrExp: ['skill-sps'],
    languageProficiency: [{ language: 'lang-pl', level: 'C1' }],
    areaRegion: ['Sachsen', 'Thüringen'],
    hourlyRate: 4200,
    memberSince: '2025-03-01T00:00:00.000Z',
    feedback: [
      {
        _id: 'f-1',
        awardId: 'award-0',
        jobTitle: 'Schaltschrankbau Halle',
        authorRole: 'client',
        authorName: 'Metallbau Kraus',
        rating: 5,
        comment: 'Sauber und pünktlich.',
        createdAt: '2026-10-01T12:00:00.000Z',
      },
    ],
  },
  application: application({
    documents: ['/api/v1/files/5d7c1f9e-3a0b-4a49-9a55-8f1f5a3c1e21'],
    supplierPermit: { supplierId: 'sup-1', status: 'verified', validity: 'expiring', validUntil: '2026-12-10', unlimited: false, usable: true },
  }),
  job: jobSummary({ type: 'resource', workersNeeded: 2, workersAwarded: 0 }),
};

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('SupplierDetailsPage', () => {
  it('shows profile, proposal with documents, proposed workers and feedback; award offers the slots', async () => {
    const calls = mockFetch(withContent(() => ok(details)));
    renderWithApp(
      <Routes>
        <Route path="/supplier-details/:id/:Jobid" element={<SupplierDetailsPage />} />
      </Routes>,
      { role: 'client', path: '/supplier-details/sup-1/job-1' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowak Elektro GmbH' })).toBeTruthy();
    expect(pathOf(calls.find((c) => pathOf(c) !== '/content')!)).toBe('/jobs/job-1/suppliers/sup-1');
    const text = document.body.textContent!;
    expect(text).toContain('GewerkeElektroinstallation');
    expect(text).toContain('FähigkeitenSPS-Programmierung');
    expect(text).toContain('SprachenPolnisch (C1)');
    expect(text).toContain('EinsatzgebieteSachsen, Thüringen');
    expect(text).toMatch(/Stundensatz42,00\s€/);
    // the AÜG permit on the supplier's profile (resource job)
    const permit = screen.getByTestId('supplier-permit');
    expect([permit.getAttribute('data-status'), permit.getAttribute('data-tone')]).toEqual(['expiring', 'warning']);
    expect(text).toContain('AÜG-ErlaubnisLäuft bald ab: gültig bis 10.12.2026');
    expect(text).toMatch(/Preis45,00\s€ pro Stunde und Mitarbeiter/);
    expect(screen.getByRole('button', { name: '5d7c1f9e-3a0b-4a49-9a55-8f1f5a3c1e21 öffnen' })).toBeTruthy();
    const workers = screen.getByRole('list', { name: '2 vorgeschlagene Mitarbeiter' });
    expect(
      within(workers)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Jan Kowalski', 'Piotr Nowak']);
    expect(text).toContain('Sauber und pünktlich.');
    const status = screen.getByText('Offen', { selector: '[data-status]' });
    expect([status.getAttribute('data-status'), status.getAttribute('data-tone')]).toEqual(['pending', 'info']);

    fireEvent.click(screen.getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag an Nowak Elektro GmbH' });
    expect((within(dialog).getByLabelText('Anzahl vergebener Plätze') as HTMLInputElement).value).toBe('2');
  });

  it('shows the failure with a retry that loads the page', async () => {
    let failing = true;
    mockFetch(
      withContent(() =>
        failing ? jsonResponse(404, { status: false, code: 'NOT_FOUND', message: 'Nicht gefunden.' }) : ok(details),
      ),
    );
    renderWithApp(
      <Routes>
        <Route path="/supplier-details/:id/:Jobid" element={<SupplierDetailsPage />} />
      </Routes>,
      { role: 'client', path: '/supplier-details/sup-1/job-1' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Daten konnten nicht geladen werden.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowak Elektro GmbH' })).toBeTruthy();
  });
});
