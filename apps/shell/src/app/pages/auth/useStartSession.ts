import { REDIRECTS, UNAPPROVED_REDIRECT_MS, type LoginResponse } from '@fachwerk/shared/contracts';
import { getRuntimeConfig, loggedIn, notApprovedSession, useAppDispatch } from '@fachwerk/web/data-access';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerRoleRemote } from '../../remotes';

/**
 * Stores a session answered by login, e-mail verification, OAuth exchange or OAuth completion:
 * registers the role's remote first (before the session re-renders the guarded routes), then goes to
 * /dashboard. A not-approved account is still logged in, but only after the API layer's error toast
 * has stood for UNAPPROVED_REDIRECT_MS (§8, §9: 1,000 ms); then it goes to /profile.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const start = useCallback(
    (session: LoginResponse) => {
      registerRoleRemote(session.userData.userType, getRuntimeConfig());
      dispatch(loggedIn(session));
    },
    [dispatch],
  );
  return {
    /** the request answered with a session */
    started: useCallback(
      (session: LoginResponse) => {
        start(session);
        navigate(REDIRECTS.loggedInHome, { replace: true });
      },
      [start, navigate],
    ),
    /** the request failed: true when it still carried a not-approved session (stored after the delay) */
    startedPending: useCallback(
      (error: unknown) => {
        const pending = notApprovedSession(error);
        if (pending) {
          // stored only then: a stored session would move the sign-in page on at once (guest route)
          setTimeout(() => {
            start(pending);
            navigate(REDIRECTS.unapproved, { replace: true });
          }, UNAPPROVED_REDIRECT_MS);
        }
        return Boolean(pending);
      },
      [start, navigate],
    ),
  };
}
