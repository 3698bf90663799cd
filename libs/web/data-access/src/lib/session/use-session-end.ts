import { REDIRECTS, type ApiEnvelope } from '@fachwerk/shared/contracts';
import { useCallback, useState } from 'react';
import { authApi } from '../api/auth.api';
import { baseApi } from '../api/base-api';
import { apiEffects } from '../effects';
import { useAppDispatch } from '../store';
import { sessionCleared } from './session.slice';

export type SessionEndKind = 'logout' | 'deleteAccount';

/**
 * Logout and account deletion (§2, §8): on status true a success toast, the session and profile are
 * cleared and the user goes to /; on status false the base query shows the error toast and the busy
 * state ends; a thrown error only ends the busy state.
 */
export function useSessionEnd() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const end = useCallback(
    async (kind: SessionEndKind): Promise<boolean> => {
      setBusy(true);
      try {
        const endpoint = kind === 'logout' ? authApi.endpoints.logout : authApi.endpoints.deleteAccount;
        const envelope: ApiEnvelope = await dispatch(endpoint.initiate()).unwrap();
        apiEffects().notifySuccess(envelope.message);
        dispatch(sessionCleared());
        dispatch(baseApi.util.resetApiState());
        apiEffects().navigate(REDIRECTS.afterLogout);
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  return { end, busy };
}
