import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SecuritySection } from './SecuritySection';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('SecuritySection: change the login e-mail', () => {
  it('asks for the new address and the current password, sends both, and shows the server’s field message', async () => {
    const calls = mockFetch(() =>
      jsonResponse(400, { status: false, message: 'Die Eingaben sind ungültig.', code: 'VALIDATION_FAILED', errors: { currentPassword: ['Das aktuelle Passwort ist falsch.'] } }),
    );
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    const dialog = screen.getByTestId('change-email-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Feld Aktuelles Passwort ist erforderlich.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Neue E-Mail-Adresse/), { target: { value: 'neu@bau.de' } });
    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'falsch-falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: 'http://api.test/api/v1/accounts/me' });
    expect(JSON.parse(calls[0]!.body ?? '{}')).toEqual({ email: 'neu@bau.de', currentPassword: 'falsch-falsch' });
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
  });
});
