import { QUEUE_NAMES, type DeadLetter } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, screen, within } from '@testing-library/react';
import DeadLettersPage from './DeadLettersPage';

configure({ asyncUtilTimeout: 8000 });

const letter = (queue: DeadLetter['queue'], i: number): DeadLetter => ({
  _id: `dl-${i}`,
  queue,
  template: queue === 'pdf' ? 'invoice-pdf' : 'generic',
  to: queue === 'pdf' ? null : `empfaenger-${i}@fachwerk.test`,
  attempts: 5,
  lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
  createdAt: '2026-11-27T08:00:00.000Z',
  failedAt: '2026-11-27T08:10:00.000Z',
});

describe('DeadLettersPage', () => {
  it('names every queue in the filter and the table, never by its translation key', async () => {
    recordApiEffects();
    const items = Object.values(QUEUE_NAMES).map(letter);
    mockFetch(() =>
      jsonResponse(200, { status: true, message: 'ok', data: { items, total: items.length, page: 1, limit: 10 } }),
    );
    renderWithApp(<DeadLettersPage />, { role: 'admin', path: '/admin/dead-letters' });
    const table = await screen.findByTestId('dead-letters-table');
    const filter = screen.getByLabelText('Art') as HTMLSelectElement;
    const options = [...filter.options].map((o) => o.textContent);
    expect(options).toEqual(['Alle', 'E-Mail', 'PDF', 'E-Mail zu Chat-Nachrichten', 'Terminerinnerung', 'Datenexport']);
    expect(within(table).getAllByText('Terminerinnerung').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/adminContent\.|deadLetters\./);
  });
});
