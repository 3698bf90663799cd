import { REDIRECTS, type AppRouteDefinition, type UserType } from '@fachwerk/shared/contracts';
import { selectUserType, useAppSelector } from '@fachwerk/web/data-access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Where the guards of §2/§6 send a visitor, or null to let them in:
 * guest-only and registration pages → /dashboard when logged in (admins included);
 * logged-in pages → /get-started without a token; role pages → /dashboard for a wrong role.
 */
export function guardRedirect(route: Pick<AppRouteDefinition, 'access' | 'roles'>, role: UserType | null): string | null {
  switch (route.access) {
    case 'guest':
    case 'registration':
      return role ? REDIRECTS.loggedInHome : null;
    case 'public':
      return null;
    case 'auth':
      if (!role) return REDIRECTS.loggedOutHome;
      return route.roles && !route.roles.includes(role) ? REDIRECTS.loggedInHome : null;
  }
}

export function RouteGuard({ route, children }: { route: AppRouteDefinition; children: ReactNode }) {
  const role = useAppSelector(selectUserType);
  const target = guardRedirect(route, role);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
