import { REDIRECTS, type ApiEnvelope, type DeleteAccountRequest } from '@fachwerk/shared/contracts';
import { useCallback, useState } from 'react';
import { accountsApi } from '../../api/accounts.api';
import { authApi } from '../../api/auth.api';
import { baseApi, type ApiError } from '../api/base-api';
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

  /** Deletion needs the current password; `onError` receives the API error (field messages). */
  const end = useCallback(
    async (kind: SessionEndKind, deletion?: DeleteAccountRequest, onError?: (error: ApiError) => void): Promise<boolean> => {
      setBusy(true);
      try {
        const envelope: ApiEnvelope =
          kind === 'logout'
            ? await dispatch(authApi.endpoints.logout.initiate()).unwrap()
            : await dispatch(accountsApi.endpoints.deleteAccount.initiate(deletion ?? { currentPassword: '' })).unwrap();
        apiEffects().notifySuccess(envelope.message);
        dispatch(sessionCleared());
        dispatch(baseApi.util.resetApiState());
        apiEffects().navigate(REDIRECTS.afterLogout);
        return true;
      } catch (error) {
        onError?.(error as ApiError);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  return { end, busy };
}
