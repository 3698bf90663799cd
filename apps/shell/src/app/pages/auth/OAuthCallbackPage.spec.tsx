import { selectUserType } from '@fachwerk/web/data-access';
import { testUser } from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodyOf, currentLocation, renderShellAt } from './auth-test-kit';

const session = (userType: 'client' | 'supplier') => ({ accessToken: 'a', refreshToken: 'r', userData: testUser(userType) });

describe('/oauth/callback', () => {
  const consoleError = console.error;
  beforeEach(() => {
    localStorage.clear();
    console.error = () => undefined; // the role's remote cannot load in jsdom
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('exchanges the one-time code once, stores the session and goes to /dashboard', async () => {
    const { calls, store } = renderShellAt('/oauth/callback?code=abc', (call) =>
      call.url.endsWith('/auth/oauth/exchange') ? [200, { status: true, message: 'ok', data: session('client') }] : undefined,
    );
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(store.getState().session.accessToken).toBe('a');
    expect(calls.filter((c) => c.url.endsWith('/auth/oauth/exchange'))).toHaveLength(1);
    expect(bodyOf(calls, '/auth/oauth/exchange')).toEqual({ code: 'abc' });
  });

  it('a first sign-in chooses the account type', async () => {
    const { calls, store } = renderShellAt('/oauth/callback?ticket=t-1&provider=google', (call) =>
      call.url.endsWith('/auth/oauth/complete') ? [200, { status: true, message: 'ok', data: session('supplier') }] : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Als Dienstleister (Aufträge übernehmen)' }));
    await waitFor(() => expect(selectUserType(store.getState())).toBe('supplier'));
    expect(bodyOf(calls, '/auth/oauth/complete')).toEqual({ ticket: 't-1', userType: 'supplier' });
  });

  it('explains an error from the provider', async () => {
    renderShellAt('/oauth/callback?error=denied');
    expect(await screen.findByText(/Die Anmeldung wurde beim Anbieter abgebrochen/)).toBeTruthy();
  });
});

describe('login page', () => {
  it('shows the social sign-in buttons the API reports, none otherwise', async () => {
    renderShellAt('/login/client', (call) =>
      call.url.endsWith('/auth/providers') ? [200, { status: true, message: 'ok', data: { providers: ['google'] } }] : undefined,
    );
    expect(await screen.findByRole('button', { name: 'Weiter mit Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weiter mit Facebook' })).toBeNull();
  });

  it('an unverified e-mail goes to its verification page', async () => {
    renderShellAt('/login/supplier', (call) =>
      call.url.endsWith('/auth/login')
        ? [403, { status: false, message: 'Ihre E-Mail-Adresse ist noch nicht bestätigt.', code: 'EMAIL_NOT_VERIFIED', data: { userId: 'u-9', userType: 'supplier' } }]
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), { target: { value: 'sven@montage.test' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Sicher!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(currentLocation()).toBe('/emailverify/u-9/supplier'));
  });
});
