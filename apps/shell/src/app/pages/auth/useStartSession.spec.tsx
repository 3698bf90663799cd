import { jest } from '@jest/globals';
import { NOT_APPROVED_MESSAGE_DE, UNAPPROVED_REDIRECT_MS, type LoginResponse } from '@fachwerk/shared/contracts';
import { createAppStore, selectIsLoggedIn, type AppStore } from '@fachwerk/web/data-access';
import { testUser } from '@fachwerk/web/data-access/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useStartSession } from './useStartSession';

const session: LoginResponse = {
  accessToken: 'token-pending',
  refreshToken: 'r',
  expiresIn: 900,
  userData: testUser('supplier', { approvalStatus: 'pending' }),
};
/** A sign-in answered "not approved", as the API layer rejects it (the session in `data`). */
const notApproved = { status: 200, message: NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED', data: session };

function renderStartSession(store: AppStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/login/supplier']}>{children}</MemoryRouter>
    </Provider>
  );
  return renderHook(() => ({ session: useStartSession(), location: useLocation() }), { wrapper });
}

describe('useStartSession: a sign-in of an account not approved yet (§8, §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('leaves the toast on the sign-in page for 1,000 ms, then keeps the session and goes to /profile', () => {
    const store = createAppStore();
    const { result } = renderStartSession(store);
    let pending = false;
    act(() => {
      pending = result.current.session.startedPending(notApproved);
    });
    expect(pending).toBe(true);
    expect(UNAPPROVED_REDIRECT_MS).toBe(1000);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.location.pathname).toBe('/login/supplier');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.location.pathname).toBe('/profile');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('is no not-approved answer for any other failure: nothing is stored, nobody moves', () => {
    const store = createAppStore();
    const { result } = renderStartSession(store);
    let pending = true;
    act(() => {
      pending = result.current.session.startedPending({ status: 401, message: 'falsch', code: 'INVALID_CREDENTIALS' });
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(pending).toBe(false);
    expect(result.current.location.pathname).toBe('/login/supplier');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
