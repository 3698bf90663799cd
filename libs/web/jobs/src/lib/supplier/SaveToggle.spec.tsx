import '@fachwerk/web/data-access/catalogue/jobs-web';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { pathOf } from '@fachwerk/web/data-access/testing/job-fixtures';
import { SaveToggle } from './SaveToggle';

configure({ asyncUtilTimeout: 5000 });

describe('SaveToggle', () => {
  it('is unavailable while saving, then toasts the API message', async () => {
    const effects = recordApiEffects();
    let answer: (response: Response) => void = () => undefined;
    const calls = mockFetch((call) =>
      pathOf(call.url) === '/jobs/job-1/save'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse(404, { status: false, message: 'not found' }),
    );
    renderWithApp(<SaveToggle jobId="job-1" saved={false} title="Dachdecker" />, { role: 'supplier' });
    const toggle = screen.getByRole('button', { name: '„Dachdecker“ merken' }) as HTMLButtonElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.disabled).toBe(true));
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(calls.map((c) => [c.method, pathOf(c.url)])).toEqual([['POST', '/jobs/job-1/save']]);

    answer(jsonResponse(200, { status: true, message: 'Auftrag gemerkt.', data: null }));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(effects.successes).toEqual(['Auftrag gemerkt.']);
  });

  it('unsaves a saved job with DELETE; a refusal is the error toast, not a success', async () => {
    const effects = recordApiEffects();
    const calls = mockFetch(() =>
      jsonResponse(404, { status: false, code: 'NOT_FOUND', message: 'Der Auftrag wurde nicht gefunden.' }),
    );
    renderWithApp(<SaveToggle jobId="job-1" saved title="Dachdecker" />, { role: 'supplier' });
    const toggle = screen.getByRole('button', { name: '„Dachdecker“ nicht mehr merken' }) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(effects.errors).toEqual(['Der Auftrag wurde nicht gefunden.']));
    expect(calls.map((c) => [c.method, pathOf(c.url)])).toEqual([['DELETE', '/jobs/job-1/save']]);
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(effects.successes).toEqual([]);
  });
});
