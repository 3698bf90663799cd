import { API_PREFIX, type RuntimeConfig } from '@fachwerk/shared/contracts';

/** Default manifest for the default localhost ports; the shell replaces it with /runtime-config.json. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:3000',
  remotes: {
    client: 'http://localhost:4201/remoteEntry.js',
    supplier: 'http://localhost:4202/remoteEntry.js',
    admin: 'http://localhost:4203/remoteEntry.js',
  },
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Base URL of every API call: `apiUrl + API_PREFIX`. */
export function apiBaseUrl(): string {
  return `${current.apiUrl.replace(/\/+$/, '')}${API_PREFIX}`;
}

/** Validates a fetched manifest; throws a readable error naming the bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  if (!v || typeof v !== 'object') throw new Error('runtime-config: not an object');
  if (typeof v.apiUrl !== 'string' || !v.apiUrl) throw new Error('runtime-config: apiUrl missing');
  for (const role of ['client', 'supplier', 'admin'] as const) {
    if (typeof v.remotes?.[role] !== 'string') throw new Error(`runtime-config: remotes.${role} missing`);
  }
  return { apiUrl: v.apiUrl, remotes: { ...v.remotes } as RuntimeConfig['remotes'] };
}
