import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodyOf, renderShellAt } from './auth/auth-test-kit';

const loginAnswer = {
  accessToken: 'a.b.c',
  refreshToken: 'r',
  expiresIn: 900,
  userData: { _id: 'u1', userType: 'client', email: 'kunde@bau.de', firstName: 'Kim', lastName: 'Kunde', approvalStatus: 'approved', profilePercentage: 100 },
};

describe('LoginPage under a flood from the same address', () => {
  it('after a 429 offers the code field, and sends password and code together', async () => {
    let slowed = true;
    const { calls } = renderShellAt('/login/client', (call) => {
      if (!call.url.endsWith('/auth/login')) return undefined;
      const body = JSON.parse(call.body ?? '{}') as { code?: string };
      if (slowed && !body.code)
        return [429, { status: false, message: 'Zu viele Anfragen. Bitte versuchen Sie es in 60 Sekunden erneut.', code: 'RATE_LIMITED', data: { retryAfterSeconds: 60 } }];
      slowed = false;
      return [200, { status: true, message: 'Angemeldet', data: loginAnswer }];
    });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), { target: { value: 'kunde@bau.de' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Mein!Passwort1' } });
    expect(screen.queryByLabelText('Code aus der Authenticator-App')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const code = await screen.findByLabelText('Code aus der Authenticator-App');
    expect(screen.getByText(/viele fehlgeschlagene Anmeldungen/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/login'))).toHaveLength(2));
    expect(bodyOf(calls, '/auth/login')).toEqual({ email: 'kunde@bau.de', password: 'Mein!Passwort1', userType: 'client', code: '123456' });
    // the first render of the suite compiles the lazy page chunks: a loaded machine needs longer than the default
  }, 60_000);
});

describe('LoginPage password field', () => {
  it('masks the password and leaves paste and password managers alone', async () => {
    localStorage.clear(); // the test above logged in
    renderShellAt('/login/client', () => undefined);
    const password = (await screen.findByLabelText('Passwort', {}, { timeout: 20_000 })) as HTMLInputElement;
    expect(password.type).toBe('password');
    // a password manager fills the field it recognises by its autocomplete token
    expect(password.autocomplete).toBe('current-password');
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).autocomplete).toBe('username');
    // no handler cancels a paste (fireEvent answers false when one called preventDefault)
    expect(fireEvent.paste(password)).toBe(true);
    expect(password.onpaste).toBeNull();
  }, 60_000);
});
