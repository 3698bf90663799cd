import { REDIRECTS, UNAPPROVED_PAGES, type AppRouteDefinition, type UserData, type UserType } from '@fachwerk/shared/contracts';
import {
  profileUpdated,
  selectUserData,
  selectUserType,
  useAppDispatch,
  useAppSelector,
  useMeQuery,
} from '@fachwerk/web/data-access';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

/**
 * Where the guards of §2/§6 send a visitor, or null to let them in:
 * guest-only and registration pages → /dashboard when logged in (admins included);
 * logged-in pages → /get-started without a token; role pages → /dashboard for a wrong role.
 * An account not approved yet (§8) reaches only UNAPPROVED_PAGES; everything else logged-in,
 * and its home, is /profile.
 */
export function guardRedirect(
  route: Pick<AppRouteDefinition, 'access' | 'roles' | 'path'>,
  role: UserType | null,
  approved = true,
): string | null {
  const home = approved ? REDIRECTS.loggedInHome : REDIRECTS.unapproved;
  switch (route.access) {
    case 'guest':
    case 'registration':
      return role ? home : null;
    case 'public':
      return null;
    case 'auth':
      if (!role) return REDIRECTS.loggedOutHome;
      if (!approved && !UNAPPROVED_PAGES.includes(route.path)) return REDIRECTS.unapproved;
      return route.roles && !route.roles.includes(role) ? home : null;
  }
}

/**
 * The stored session may predate the approval: before sending an account to /profile for not being
 * approved, the guard asks the API (`/auth/me`, open to unapproved accounts), decides by its answer
 * and stores it. `checking` while that answer is awaited.
 */
function useFreshUser(mustCheck: boolean) {
  const dispatch = useAppDispatch();
  const { data, isFetching, isUninitialized } = useMeQuery(undefined, {
    skip: !mustCheck,
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (data) dispatch(profileUpdated(data));
  }, [data, dispatch]);
  return { fresh: mustCheck && !isFetching ? data : undefined, checking: mustCheck && (isUninitialized || isFetching) };
}

const isApproved = (role: UserType | null, user: UserData | null) =>
  role === 'admin' || !user || user.approvalStatus === 'approved';

export function RouteGuard({ route, children }: { route: AppRouteDefinition; children: ReactNode }) {
  const { t } = useTranslation();
  const role = useAppSelector(selectUserType);
  const stored = isApproved(role, useAppSelector(selectUserData));
  const mustCheck = !stored && guardRedirect(route, role, false) !== guardRedirect(route, role, true);
  const { fresh, checking } = useFreshUser(mustCheck);
  if (checking) return <p role="status">{t('common.loading')}</p>;
  const target = guardRedirect(route, role, fresh ? isApproved(role, fresh) : stored);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
