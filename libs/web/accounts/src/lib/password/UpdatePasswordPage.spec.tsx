import { switchLanguage } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UpdatePasswordPage } from './UpdatePasswordPage';

// give a loaded machine (2 shared cores) time to render the page
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('UpdatePasswordPage', () => {
  it('refuses a confirmation that differs and a short password, naming the fields, without a request', async () => {
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'ok' }));
    renderWithApp(<UpdatePasswordPage />, { role: 'client', path: '/update-password' });
    fill(/^Neues Passwort/, 'kurz');
    fill(/^Passwort bestätigen/, 'anders');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das Feld Aktuelles Passwort ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Passwort muss mindestens 12 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Passwort bestätigen und Passwort müssen übereinstimmen.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends current, new and confirmation and empties the form on success', async () => {
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'Passwort geändert.' }));
    renderWithApp(<UpdatePasswordPage />, { role: 'supplier', path: '/update-password' });
    fill(/^Aktuelles Passwort/, 'Fachwerk!2026');
    fill(/^Neues Passwort/, 'Neu-Passwort!2027');
    fill(/^Passwort bestätigen/, 'Neu-Passwort!2027');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('http://api.test/api/v1/auth/change-password');
    expect(JSON.parse(calls[0]!.body ?? '{}')).toEqual({
      currentPassword: 'Fachwerk!2026',
      password: 'Neu-Passwort!2027',
      password_confirmation: 'Neu-Passwort!2027',
    });
    await waitFor(() => expect((screen.getByLabelText(/^Aktuelles Passwort/) as HTMLInputElement).value).toBe(''));
  });

  it('speaks English when the session language is English, naming the fields in English', async () => {
    mockFetch(() => jsonResponse(200, { status: true, message: 'ok' }));
    renderWithApp(<UpdatePasswordPage />, { role: 'client', path: '/update-password' });
    await act(async () => {
      await switchLanguage('en');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password field is required.')).toBeTruthy();
    await act(async () => {
      await switchLanguage('de');
    });
  });

  it('shows the server’s field message when the current password is wrong', async () => {
    const recorded = recordApiEffects();
    mockFetch(() =>
      jsonResponse(400, {
        status: false,
        message: 'Die Eingaben sind ungültig.',
        code: 'VALIDATION_FAILED',
        errors: { currentPassword: ['Das aktuelle Passwort ist falsch.'] },
      }),
    );
    renderWithApp(<UpdatePasswordPage />, { role: 'client', path: '/update-password' });
    fill(/^Aktuelles Passwort/, 'falsch-falsch');
    fill(/^Neues Passwort/, 'Neu-Passwort!2027');
    fill(/^Passwort bestätigen/, 'Neu-Passwort!2027');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
    expect(recorded.errors).toEqual(['Die Eingaben sind ungültig.']);
  });
});
