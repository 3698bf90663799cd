import { routesForRole, type UserType } from '@fachwerk/shared/contracts';
import type { ReactNode } from 'react';
import { ChunkBoundary } from '../layout/ChunkBoundary';
import { PagePlaceholder } from './PagePlaceholder';

/** What a remote's `./routes` module exports: its element per logged-in route path of its role. */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
}

/**
 * A role's route table: every logged-in route the role may open (contracts `routesForRole`),
 * with the given pages and a marked placeholder for the rest, each inside a ChunkBoundary so a failed
 * lazy chunk shows an error naming it. Layout comes from APP_ROUTES in the shell.
 */
export function createRoleRoutes(role: UserType, pages: Record<string, ReactNode>): RemoteRoute[] {
  return routesForRole(role).map((route) => ({
    path: route.path,
    element: <ChunkBoundary>{pages[route.path] ?? <PagePlaceholder titleKey={route.titleKey} />}</ChunkBoundary>,
  }));
}
