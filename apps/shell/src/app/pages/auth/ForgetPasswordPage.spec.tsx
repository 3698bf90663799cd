import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodyOf, currentLocation, renderShellAt } from './auth-test-kit';

describe('/forget-password/:type', () => {
  it('e-mail → code → new password → login, with the reset token from the code step', async () => {
    const { calls } = renderShellAt('/forget-password/supplier', (call) => {
      if (call.url.endsWith('/auth/forgot-password')) return [200, { status: true, message: 'ok' }];
      if (call.url.endsWith('/auth/verify-otp')) return [200, { status: true, message: 'ok', data: { resetToken: 'reset-1' } }];
      if (call.url.endsWith('/auth/reset-password')) return [200, { status: true, message: 'ok' }];
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse *'), { target: { value: 'sven@montage.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(await screen.findByText(/Wenn zu dieser Adresse ein Konto besteht/)).toBeTruthy();
    expect(bodyOf(calls, '/auth/forgot-password')).toEqual({ email: 'sven@montage.test', userType: 'supplier' });
    fireEvent.paste(screen.getByLabelText('Ziffer 1 von 6'), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code prüfen' }));
    fireEvent.change(await screen.findByLabelText('Neues Passwort *'), { target: { value: 'Neu!2026abcd' } });
    fireEvent.change(screen.getByLabelText(/^Passwort bestätigen/), { target: { value: 'Neu!2026abce' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Passwort bestätigen und Passwort müssen übereinstimmen.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Passwort bestätigen/), { target: { value: 'Neu!2026abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(currentLocation()).toBe('/login/supplier'));
    expect(bodyOf(calls, '/auth/reset-password')).toEqual({ resetToken: 'reset-1', password: 'Neu!2026abcd', password_confirmation: 'Neu!2026abcd' });
  });

  it('answers the same neutral confirmation whether or not the address is registered', async () => {
    renderShellAt('/forget-password/client', (call) =>
      call.url.endsWith('/auth/forgot-password') ? [404, { status: false, message: 'Nicht gefunden', code: 'NOT_FOUND' }] : undefined,
    );
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse *'), { target: { value: 'niemand@nirgends.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(await screen.findByText(/Wenn zu dieser Adresse ein Konto besteht/)).toBeTruthy();
  });

  it('shows a wrong code beside the input and stays on the code step', async () => {
    renderShellAt('/forget-password/client', (call) => {
      if (call.url.endsWith('/auth/forgot-password')) return [200, { status: true, message: 'ok' }];
      if (call.url.endsWith('/auth/verify-otp')) return [400, { status: false, message: 'Der Code ist falsch. Sie haben noch 4 Versuche.', code: 'INVALID_CODE' }];
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse *'), { target: { value: 'a@b.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    fireEvent.paste(await screen.findByLabelText('Ziffer 1 von 6'), { clipboardData: { getData: () => '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code prüfen' }));
    expect(await screen.findByText('Der Code ist falsch. Sie haben noch 4 Versuche.')).toBeTruthy();
  });
});
