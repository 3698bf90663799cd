/**
 * `npm start`: one command from a fresh Debian machine to a running Fachwerk.
 *
 * 1. On the machine's Node (20) with no node_modules: `npm install`, then re-run this file on the
 *    workspace's Node 24 (node_modules/.bin/node). Only built-in modules are imported before that.
 * 2. PostgreSQL and Redis: used when running, started when stopped, installed with apt when absent
 *    (root only); the `fachwerk` database is created when missing. MailDev unless already running.
 * 3. Builds every app (Nx, cached), migrates + seeds, starts api, worker, the shell (SPA fallback,
 *    runtime-config.json from the real ports) and the remotes (CORS), prints URLs and demo logins.
 * Ctrl-C stops everything this command started and nothing else.
 *
 * Flags: --skip-build (serve what is already in dist/); --cluster (`npm run start:cluster`): two api
 * processes behind Debian's nginx (installed with apt when missing) on the api port, and two workers. Ports: API_PORT, SHELL_PORT, CLIENT_PORT,
 * SUPPLIER_PORT, ADMIN_PORT, MAILDEV_WEB_PORT, MAILDEV_SMTP_PORT.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_NODE = path.join(ROOT, 'node_modules/.bin/node');

function dependenciesInstalled() {
  return ['nx', 'node', 'maildev'].every((bin) => existsSync(path.join(ROOT, 'node_modules/.bin', bin)));
}

function runningOnWorkspaceNode() {
  try {
    return realpathSync(process.execPath) === realpathSync(WORKSPACE_NODE);
  } catch {
    return false;
  }
}

/** Re-runs this script on node_modules/.bin/node; the parent only relays the exit code. */
function reexecOnWorkspaceNode() {
  const child = spawn(WORKSPACE_NODE, process.argv.slice(1), { stdio: 'inherit', cwd: ROOT });
  // Ctrl-C reaches the child through the terminal's process group; the parent just waits.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
}

if (!dependenciesInstalled()) {
  console.log('[fachwerk] node_modules missing: npm install --no-audit --no-fund');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[fachwerk] npm install failed');
    process.exit(result.status ?? 1);
  }
}

if (!runningOnWorkspaceNode() && existsSync(WORKSPACE_NODE)) {
  reexecOnWorkspaceNode();
} else {
  await main();
}

async function main() {
  const { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ADMIN_TOTP_SECRET, demoAdminOtpauthUri } = await import('./demo.mjs');
  const services = await import('./services.mjs');
  const { serveBuilt, portsFromEnv, clusterApiPorts } = await import('./serve-built.mjs');
  const {
    ProcessGroup,
    bold,
    ensureDotEnvSecrets,
    ensureMaildev,
    ensureServices,
    green,
    loadDotEnv,
    log,
    red,
    run,
    serviceUrls,
  } = services;

  const group = new ProcessGroup();
  let stopStartedServices = () => undefined;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping what npm start started …');
    await group.stop();
    stopStartedServices();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    process.chdir(ROOT);
    if (loadDotEnv()) log('read .env');
    const written = ensureDotEnvSecrets();
    if (written.length) log(`wrote random ${written.join(', ')} to .env (kept for later runs)`);
    // Readable log lines (pino-pretty) unless LOG_FORMAT says otherwise, e.g. LOG_FORMAT=json.
    const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', LOG_FORMAT: process.env.LOG_FORMAT || 'pretty' };
    const ports = portsFromEnv(env);
    const { smtpPort, maildevWebPort } = serviceUrls(env);

    stopStartedServices = await ensureServices(env);
    const maildev = await ensureMaildev(group, { smtpPort, webPort: maildevWebPort });
    log(`MailDev ${maildev} (SMTP ${smtpPort}, inbox http://localhost:${maildevWebPort})`);
    env.SMTP_URL ||= `smtp://127.0.0.1:${smtpPort}`;

    if (!process.argv.includes('--skip-build')) {
      log('building all apps (nx run-many -t build) …');
      const code = await run(
        path.join(ROOT, 'node_modules/.bin/nx'),
        ['run-many', '-t', 'build', '--parallel=2'],
        { env },
      );
      if (code !== 0) throw new Error(`build failed (exit ${code})`);
    }

    const cluster = process.argv.includes('--cluster') ? { apis: 2, workers: 2 } : false;
    if (cluster) services.ensureNginx();
    log(
      cluster
        ? 'migrating and seeding, starting nginx, 2 api processes, 2 workers, shell and remotes …'
        : 'migrating and seeding, starting api, worker, shell and remotes …',
    );
    const { urls } = await serveBuilt({ ports, env, seed: true, worker: true, group, cluster });

    for (const { name, child } of group.children) {
      child.once('exit', (code) => {
        if (stopping) return;
        console.error(red(`[fachwerk] ${name} exited unexpectedly (code ${code})`));
        void shutdown(1);
      });
    }

    const rows = [
      ['Shell (open this)', urls.shell],
      ['Client remote', urls.client],
      ['Supplier remote', urls.supplier],
      ['Admin remote', urls.admin],
      [cluster ? 'API (nginx)' : 'API', urls.api],
      ...(cluster
        ? clusterApiPorts(ports.api, cluster.apis).map((port, i) => [
            `  api process ${i + 1}`,
            `http://localhost:${port}/api/v1`,
          ])
        : []),
      ['API docs', urls.docs],
      ['MailDev inbox', `http://localhost:${maildevWebPort}`],
    ];
    console.log(`\n${bold(green('Fachwerk is running'))}\n`);
    for (const [label, url] of rows) console.log(`  ${label.padEnd(20)} ${url}`);
    console.log(`\n${bold('Demo logins')} (password ${bold(DEMO_PASSWORD)})`);
    for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role.padEnd(20)} ${email}`);
    console.log(`  ${'admin TOTP key'.padEnd(20)} ${bold(DEMO_ADMIN_TOTP_SECRET)} (second factor, required for admins)`);
    console.log(`  ${'admin otpauth URI'.padEnd(20)} ${demoAdminOtpauthUri()}`);
    console.log(`\nCtrl-C stops everything npm start started.\n`);
  } catch (error) {
    console.error(red(`[fachwerk] ${error.message}`));
    await shutdown(1);
  }
}
