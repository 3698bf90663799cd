import type { RuntimeConfig, UserType } from '@fachwerk/shared/contracts';
import type { RemoteRoute } from '@fachwerk/web/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Container name of a role's remote (set in its webpack config). */
export const remoteNameOf = (role: UserType) => `fachwerk_${role}`;

const registered = new Set<UserType>();
const routeTables = new Map<UserType, Promise<RemoteRoute[]>>();

/**
 * Registers only the logged-in role's remote (at bootstrap and again after login), from the runtime
 * manifest. `force` re-registers it, dropping a failed load, for the retry button.
 */
export function registerRoleRemote(role: UserType, config: RuntimeConfig, force = false): void {
  if (registered.has(role) && !force) return;
  try {
    registerRemotes([{ name: remoteNameOf(role), entry: config.remotes[role] }], { force });
    registered.add(role);
  } catch (error) {
    // Never block a login or the bootstrap: loading the routes then fails and shows the retry state.
    console.error(`remote ${remoteNameOf(role)} not registered`, error);
  }
}

/**
 * The route table the role's remote exposes as `./routes`: one promise per role. A failed promise stays
 * cached (React re-renders would otherwise start a new load in a loop) until `retryRoleRemote`.
 */
export function loadRoleRoutes(role: UserType): Promise<RemoteRoute[]> {
  let table = routeTables.get(role);
  if (!table) {
    table = loadRemote<{ routes: RemoteRoute[] }>(`${remoteNameOf(role)}/routes`).then((module) => {
      if (!module || !Array.isArray(module.routes)) throw new Error(`remote ${remoteNameOf(role)} exposes no routes`);
      return module.routes;
    });
    routeTables.set(role, table);
  }
  return table;
}

/** Forgets a failed load so the next render tries again. */
export function retryRoleRemote(role: UserType, config: RuntimeConfig): void {
  routeTables.delete(role);
  registerRoleRemote(role, config, true);
}
