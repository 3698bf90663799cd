/**
 * Serves the built apps (dist/apps/*): the api and the worker as child processes, the shell and
 * the three remotes from static servers. Used by `npm start`, the Playwright global setup and the
 * bench, each with its own ports, database and Redis prefix.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ProcessGroup, ROOT, envPort, run, waitForHttp, workspaceNode } from './services.mjs';
import { startNginx } from './nginx.mjs';
import { securityHeaders } from './security-headers.mjs';
import { close, createStaticServer, listen } from './static-server.mjs';

export const REMOTES = ['client', 'supplier', 'admin'];
export const DIST = path.join(ROOT, 'dist/apps');
export const HEALTH_LIVE_PATH = '/api/v1/health/live';

/** Ports from env (`API_PORT`, `SHELL_PORT`, `CLIENT_PORT`, `SUPPLIER_PORT`, `ADMIN_PORT`) with defaults. */
export function portsFromEnv(
  env = process.env,
  defaults = { api: 3000, shell: 4200, client: 4201, supplier: 4202, admin: 4203 },
  prefix = '',
) {
  return {
    api: envPort(`${prefix}API_PORT`, defaults.api, env),
    shell: envPort(`${prefix}SHELL_PORT`, defaults.shell, env),
    client: envPort(`${prefix}CLIENT_PORT`, defaults.client, env),
    supplier: envPort(`${prefix}SUPPLIER_PORT`, defaults.supplier, env),
    admin: envPort(`${prefix}ADMIN_PORT`, defaults.admin, env),
  };
}

const workerMain = path.join(DIST, 'worker/main.js');

/** The build outputs a consumer needs; returns the missing ones. */
export function missingBuildOutputs({ worker = true } = {}) {
  const required = [
    'api/main.js',
    ...(worker ? ['worker/main.js'] : []),
    'shell/index.html',
    ...REMOTES.map((remote) => `${remote}/remoteEntry.js`),
  ];
  return required.filter((file) => !existsSync(path.join(DIST, file)));
}

/**
 * RuntimeConfig (contracts) for a browser that reached the shell under `hostname`: the api and the
 * remotes are addressed under the same host name, so CORS origins and cookies line up.
 */
export function runtimeConfigFor(hostname, ports) {
  const origin = (port) => `http://${hostname}:${port}`;
  return {
    apiUrl: origin(ports.api),
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote, `${origin(ports[remote])}/remoteEntry.js`])),
  };
}

function hostnameOf(req) {
  try {
    return new URL(`http://${req.headers.host ?? '127.0.0.1'}`).hostname;
  } catch {
    return '127.0.0.1';
  }
}

/** Environment of the api and worker processes for the given ports. */
export function serverEnv(baseEnv, ports) {
  const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`];
  return {
    ...baseEnv,
    API_PORT: String(ports.api),
    PUBLIC_URL: baseEnv.PUBLIC_URL || shellOrigins[0],
    CORS_ORIGINS: baseEnv.CORS_ORIGINS || shellOrigins.join(','),
  };
}

const apiMain = path.join(DIST, 'api/main.js');

/** `node dist/apps/api/main.js <command>` to completion (migrate | seed). */
export async function runApiCommand(command, env, options = {}) {
  const code = await run(workspaceNode(), [apiMain, command], { env, ...options });
  const where = options.logFile ? ` (output in ${options.logFile})` : '';
  if (code !== 0) throw new Error(`api ${command} failed with exit code ${code}${where}`);
}

/** Ports of the api processes behind nginx in cluster mode: next to the public api port + 10. */
export const clusterApiPorts = (apiPort, count) => Array.from({ length: count }, (_, i) => apiPort + 10 + i);

/**
 * Starts api (+ worker) and the static servers. With `cluster` (e.g. { apis: 2, workers: 2 }) it
 * starts that many api and worker processes and Debian's nginx on the api port in front of them
 * (tools/dev/nginx.mjs): the same URLs, two of everything behind them.
 * @param {{ ports: ReturnType<typeof portsFromEnv>, env?: NodeJS.ProcessEnv, seed?: boolean, worker?: boolean | 'if-built',
 *           group?: ProcessGroup, logDir?: string, shellConfig?: (req, ports) => object,
 *           cluster?: { apis: number, workers: number } | false }} options
 */
export async function serveBuilt({
  ports,
  env = process.env,
  seed = true,
  worker = true,
  group = new ProcessGroup(),
  logDir,
  shellConfig,
  cluster = false,
}) {
  // 'if-built': the e2e journeys need no worker; they start it when it was built.
  const startWorker = worker === 'if-built' ? existsSync(workerMain) : worker;
  const missing = missingBuildOutputs({ worker: startWorker });
  if (missing.length > 0)
    throw new Error(`build outputs missing under dist/apps: ${missing.join(', ')} (run the builds first)`);

  const childEnv = serverEnv(env, ports);
  const logFile = (name) => (logDir ? path.join(logDir, `${name}.log`) : undefined);
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map(close));
    await group.stop();
  };

  try {
    if (seed) await runApiCommand('seed', childEnv, { logFile: logFile('seed') });
    const apiPorts = cluster ? clusterApiPorts(ports.api, cluster.apis) : [ports.api];
    const apis = apiPorts.map((port, i) => {
      const name = cluster ? `api-${i + 1}` : 'api';
      // behind nginx the client address is in X-Forwarded-For (limits per client IP)
      const env = cluster
        ? { ...childEnv, API_PORT: String(port), TRUST_PROXY: childEnv.TRUST_PROXY || '127.0.0.1' }
        : childEnv;
      return {
        port,
        name,
        child: group.spawn(name, workspaceNode(), [apiMain], { env, logFile: logFile(name) }),
      };
    });
    if (startWorker)
      for (let i = 0; i < (cluster ? cluster.workers : 1); i += 1) {
        const name = cluster ? `worker-${i + 1}` : 'worker';
        group.spawn(name, workspaceNode(), [workerMain], { env: childEnv, logFile: logFile(name) });
      }
    if (cluster)
      await startNginx(group, {
        listenPort: ports.api,
        apiPorts,
        dir: path.join(logDir ?? path.join(ROOT, 'tmp'), `nginx-${ports.api}`),
        logFile: logFile('nginx'),
      });

    const config = shellConfig ?? ((req) => runtimeConfigFor(hostnameOf(req), ports));
    // CSP and the other security headers, derived from the manifest the shell is given.
    const headers = (req) => securityHeaders(config(req, ports));
    for (const remote of REMOTES) {
      servers.push(
        await listen(
          createStaticServer({ root: path.join(DIST, remote), cors: true, headers }),
          ports[remote],
        ),
      );
    }
    servers.push(
      await listen(
        createStaticServer({
          root: path.join(DIST, 'shell'),
          spa: true,
          runtimeConfig: (req) => config(req, ports),
          headers,
        }),
        ports.shell,
      ),
    );

    for (const api of apis)
      await waitForHttp(`http://127.0.0.1:${api.port}${HEALTH_LIVE_PATH}`, {
        name: api.name,
        child: api.child,
        timeoutMs: 90_000,
      });
  } catch (error) {
    await stop();
    throw error;
  }

  const urls = {
    shell: `http://localhost:${ports.shell}`,
    api: `http://localhost:${ports.api}/api/v1`,
    docs: `http://localhost:${ports.api}/api/docs`,
    ...Object.fromEntries(
      REMOTES.map((remote) => [remote, `http://localhost:${ports[remote]}/remoteEntry.js`]),
    ),
  };
  return { urls, stop, group };
}
