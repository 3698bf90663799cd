import { jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { NOT_APPROVED_MESSAGE_DE } from '@fachwerk/shared/contracts';
import { selectAccessToken } from '@fachwerk/web/data-access';
import { testUser } from '@fachwerk/web/data-access/testing';
import { bodyOf, currentLocation, renderShellAt } from './auth-test-kit';
import { CodeInput } from './CodeInput';
import { useCountdown } from './useCountdown';

function CodeHarness() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput value={code} onChange={setCode} label="Code" digitLabel={(n) => `Ziffer ${n}`} />
      <output data-testid="code">{code}</output>
    </>
  );
}

describe('code input', () => {
  it('fills all six boxes from a pasted code, ignoring spaces and dashes', () => {
    render(<CodeHarness />);
    fireEvent.paste(screen.getByLabelText('Ziffer 1'), { clipboardData: { getData: () => '123 - 456' } });
    expect(screen.getByTestId('code').textContent).toBe('123456');
    expect((screen.getByLabelText('Ziffer 6') as HTMLInputElement).value).toBe('6');
  });

  it('moves on while typing, ignores letters and goes back with Backspace', () => {
    render(<CodeHarness />);
    fireEvent.change(screen.getByLabelText('Ziffer 1'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Ziffer 2'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Ziffer 2'), { target: { value: '2' } });
    expect(screen.getByTestId('code').textContent).toBe('42');
    expect(document.activeElement).toBe(screen.getByLabelText('Ziffer 3'));
    fireEvent.keyDown(screen.getByLabelText('Ziffer 3'), { key: 'Backspace' });
    expect(screen.getByTestId('code').textContent).toBe('4');
  });
});

describe('resend countdown', () => {
  function Countdown() {
    const { secondsLeft, start } = useCountdown(60);
    return (
      <button type="button" disabled={secondsLeft > 0} onClick={() => start(60)}>
        {secondsLeft}
      </button>
    );
  }

  it('counts down once a second and enables resending after 60 s', () => {
    jest.useFakeTimers();
    try {
      render(<Countdown />);
      const button = screen.getByRole('button');
      expect(button.textContent).toBe('60');
      expect((button as HTMLButtonElement).disabled).toBe(true);
      act(() => jest.advanceTimersByTime(59_000));
      expect(button.textContent).toBe('1');
      act(() => jest.advanceTimersByTime(1_000));
      expect(button.textContent).toBe('0');
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
      act(() => jest.advanceTimersByTime(1_000));
      expect(button.textContent).toBe('59');
    } finally {
      jest.useRealTimers();
    }
  });
});

const USER = '0b9e5b1e-7c55-4b8e-9d61-5d6f4c4f9a01';

describe('/emailverify/:id/:type', () => {
  // a verification that signs in stores the session; the next test starts as a guest
  afterEach(() => localStorage.clear());

  it('the right code signs the user in: session stored, /dashboard for an approved account', async () => {
    const session = { accessToken: 'token-new', refreshToken: 'refresh-new', expiresIn: 900, userData: testUser('supplier') };
    const { calls, store } = renderShellAt(`/emailverify/${USER}/supplier`, (call) =>
      call.url.endsWith('/auth/email-verify') ? [200, { status: true, message: 'Bestätigt', data: session }] : undefined,
    );
    fireEvent.paste(await screen.findByLabelText('Ziffer 1 von 6'), { clipboardData: { getData: () => '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(bodyOf(calls, '/auth/email-verify')).toEqual({ userId: USER, code: '654321' });
    expect(selectAccessToken(store.getState())).toBe('token-new');
  });

  it('an account awaiting approval is signed in too and lands on /profile with one toast', async () => {
    const session = {
      accessToken: 'token-pending',
      refreshToken: 'refresh-pending',
      expiresIn: 900,
      userData: testUser('client', { approvalStatus: 'pending' }),
    };
    const { store, effects } = renderShellAt(`/emailverify/${USER}/client`, (call) =>
      call.url.endsWith('/auth/email-verify') ? [200, { status: true, message: NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED', data: session }] : undefined,
    );
    fireEvent.paste(await screen.findByLabelText('Ziffer 1 von 6'), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    // §8: after the toast has stood for 1,000 ms
    await waitFor(() => expect(currentLocation()).toBe('/profile'), { timeout: 2500 });
    expect(selectAccessToken(store.getState())).toBe('token-pending');
    expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]);
  });

  it('asks for all six digits before sending', async () => {
    const { calls } = renderShellAt(`/emailverify/${USER}/client`);
    fireEvent.change(await screen.findByLabelText('Ziffer 1 von 6'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Bitte geben Sie alle 6 Ziffern des Codes ein.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/auth/email-verify'))).toBe(false);
  });

  it('shows a wrong code and an expired code beside the input', async () => {
    let answer: [number, { status: false; message: string; code: 'INVALID_CODE' | 'CODE_EXPIRED' }] = [
      400,
      { status: false, message: 'Der Code ist falsch. Sie haben noch 4 Versuche.', code: 'INVALID_CODE' },
    ];
    renderShellAt(`/emailverify/${USER}/client`, (call) => (call.url.endsWith('/auth/email-verify') ? answer : undefined));
    fireEvent.paste(await screen.findByLabelText('Ziffer 1 von 6'), { clipboardData: { getData: () => '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Der Code ist falsch. Sie haben noch 4 Versuche.')).toBeTruthy();
    answer = [410, { status: false, message: 'Der Code ist abgelaufen.', code: 'CODE_EXPIRED' }];
    fireEvent.paste(screen.getByLabelText('Ziffer 1 von 6'), { clipboardData: { getData: () => '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Der Code ist abgelaufen. Fordern Sie unten einen neuen Code an.')).toBeTruthy();
    expect(currentLocation()).toBe(`/emailverify/${USER}/client`);
  });

  it('keeps resending disabled for a minute after the registration sent the code', async () => {
    renderShellAt({ pathname: `/emailverify/${USER}/client`, state: { codeSent: true } });
    const resend = await screen.findByRole('button', { name: /Code erneut senden \(in (60|59) s\)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('coming from a login, resends at once; a 429 shows its message and counts down its seconds', async () => {
    let answer: [number, { status: boolean; message: string; code?: 'RATE_LIMITED'; data?: { retryAfterSeconds: number } }] = [200, { status: true, message: 'Gesendet' }];
    const { calls } = renderShellAt(`/emailverify/${USER}/client`, (call) => (call.url.endsWith('/auth/resend-code') ? answer : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Code erneut senden' }));
    expect(await screen.findByText('Ein neuer Code ist unterwegs.')).toBeTruthy();
    expect(bodyOf(calls, '/auth/resend-code')).toEqual({ userId: USER });
    expect(await screen.findByRole('button', { name: /Code erneut senden \(in (60|59|58) s\)/ })).toBeTruthy();
    answer = [429, { status: false, message: 'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.', code: 'RATE_LIMITED', data: { retryAfterSeconds: 42 } }];
    cleanup();
    renderShellAt(`/emailverify/${USER}/client`, (call) => (call.url.endsWith('/auth/resend-code') ? answer : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Code erneut senden' }));
    expect(await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Code erneut senden \(in (42|41|40) s\)/ })).toBeTruthy();
  });
});
