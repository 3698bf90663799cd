/**
 * Debian packages the test tiers call as programs: installed with apt when missing and running as
 * root (CI and a fresh machine), otherwise a clear message naming the apt-get line.
 *   integration: pdfdetach/pdftotext (poppler-utils) and Liberation fonts for the e-invoice tests,
 *   kubectl (kubernetes-client, its built-in kustomize) and docker-compose for the deployment checks,
 *   pg_dump/pg_restore (postgresql-client) for the backup test, promtool (prometheus) for the alert rules.
 *   faults: nginx (cluster layout), redis-server (a dedicated restartable instance).
 *   images: podman, runc, debootstrap, poppler-utils (only when the image tier runs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from '../dev/services.mjs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** tier → [present?, package] */
export const SYSTEM_PACKAGES = {
  integration: [
    [() => has('pdfdetach'), 'poppler-utils'],
    [() => existsSync('/usr/share/fonts/truetype/liberation'), 'fonts-liberation'],
    [() => has('kubectl'), 'kubernetes-client'],
    [() => has('docker-compose'), 'docker-compose'],
    [() => has('pg_dump') && has('pg_restore'), 'postgresql-client'],
    // promtool checks and unit-tests the alert rules (deploy/prometheus)
    [() => has('promtool'), 'prometheus'],
  ],
  // the scale-out checks put Debian's nginx in front of two api processes; dedicated redis-server
  // and PostgreSQL clusters are restarted (the PostgreSQL server binaries come with the service)
  faults: [
    [() => existsSync('/usr/sbin/nginx'), 'nginx'],
    [() => has('redis-server') && has('redis-cli'), 'redis-server'],
  ],
  // the production images (tools/docker): podman with runc, a debootstrap base, pdffonts for the PDF check
  images: [
    [() => has('podman'), 'podman'],
    [() => has('runc'), 'runc'],
    [() => has('debootstrap'), 'debootstrap'],
    [() => has('pdffonts'), 'poppler-utils'],
  ],
};

/** Installs what the selected tiers need and is missing; returns the packages installed. */
export function ensureSystemPackages(tierNames) {
  const missing = [
    ...new Set(
      tierNames.flatMap((tier) =>
        (SYSTEM_PACKAGES[tier] ?? []).filter(([present]) => !present()).map(([, pkg]) => pkg),
      ),
    ),
  ];
  if (missing.length === 0) return [];
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`missing system packages: apt-get install -y ${missing.join(' ')} (as root)`);
  }
  log(`installing ${missing.join(' ')} with apt`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (spawnSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env }).status !== 0) {
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
  return missing;
}
