import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { API_PATHS, API_PREFIX } from '@fachwerk/shared/contracts';

/**
 * The deployment descriptions render and hold the rules every workload must keep: the kustomize base
 * and the production overlay (rendered with kubectl's built-in kustomize, `kubernetes-client`), and
 * docker-compose.yml (Debian's `docker-compose config -q`). Both binaries come from apt (.ci/run and
 * tools/ci/system-packages.mjs install them).
 */
const ROOT = process.cwd(); // jest runs from the workspace root
const OVERLAYS = ['deploy/k8s/base', 'deploy/k8s/overlays/production'];
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
  };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  volumes?: { name: string; configMap?: { name: string }; persistentVolumeClaim?: { claimName: string } }[];
}

function render(dir: string): K8sObject[] {
  const out = execFileSync('kubectl', ['kustomize', path.join(ROOT, dir)], { encoding: 'utf8' });
  return parseAllDocuments(out)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

function podSpecOf(o: K8sObject): PodSpec {
  const spec = o.spec as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return o.kind === 'CronJob' ? spec['jobTemplate'].spec.template.spec : spec['template'].spec;
}

const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

describe.each(OVERLAYS)('Kubernetes manifests: %s', (dir) => {
  const objects = render(dir);
  const workloads = objects.filter((o) => WORKLOADS.has(o.kind));

  it('renders the api, worker, web, migration Job and backup CronJob', () => {
    expect(workloads.map((w) => `${w.kind}/${w.metadata.name}`).sort()).toEqual([
      'CronJob/fachwerk-pg-dump',
      'Deployment/fachwerk-api',
      'Deployment/fachwerk-web',
      'Deployment/fachwerk-worker',
      'Job/fachwerk-migrate',
    ]);
  });

  it.each(['fachwerk-api', 'fachwerk-web', 'fachwerk-worker', 'fachwerk-migrate', 'fachwerk-pg-dump'])(
    '%s: every container has requests and limits and runs non-root without privileges',
    (name) => {
      const workload = workloads.find((w) => w.metadata.name === name);
      expect(workload).toBeDefined();
      const pod = podSpecOf(workload as K8sObject);
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
      for (const c of pod.containers) {
        for (const key of ['requests', 'limits'] as const) {
          expect(Object.keys(c.resources?.[key] ?? {}).sort()).toEqual(['cpu', 'memory']);
        }
        expect(c.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
    },
  );

  it('long-running workloads have liveness and readiness probes; the api probes its health routes', () => {
    for (const d of workloads.filter((w) => w.kind === 'Deployment')) {
      for (const c of podSpecOf(d).containers) {
        expect({ workload: d.metadata.name, live: !!c.livenessProbe, ready: !!c.readinessProbe }).toEqual({
          workload: d.metadata.name,
          live: true,
          ready: true,
        });
      }
    }
    const api = podSpecOf(find(objects, 'Deployment', 'fachwerk-api') as K8sObject).containers[0];
    // liveness touches no dependency; readiness is the 503-when-a-dependency-is-down report
    expect(api.livenessProbe?.httpGet?.path).toBe(`${API_PREFIX}${API_PATHS.healthLive}`);
    expect(api.readinessProbe?.httpGet?.path).toBe(`${API_PREFIX}${API_PATHS.health}`);
    const worker = podSpecOf(find(objects, 'Deployment', 'fachwerk-worker') as K8sObject).containers[0];
    expect(worker.livenessProbe?.exec?.command.join(' ')).toContain('WORKER_HEARTBEAT_FILE');
  });

  it('the api scales: HorizontalPodAutoscaler and PodDisruptionBudgets point at existing Deployments', () => {
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'fachwerk-api');
    const target = (hpa?.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
    expect(find(objects, target.kind, target.name)).toBeDefined();
    const { minReplicas, maxReplicas } = hpa?.spec as { minReplicas: number; maxReplicas: number };
    expect(minReplicas).toBeGreaterThanOrEqual(2);
    expect(maxReplicas).toBeGreaterThan(minReplicas);
    for (const pdb of objects.filter((o) => o.kind === 'PodDisruptionBudget')) {
      const selector = (pdb.spec as { selector: { matchLabels: Record<string, string> } }).selector
        .matchLabels;
      const matches = workloads.filter((w) => {
        const labels = (w.spec as { template?: { metadata: { labels: Record<string, string> } } }).template
          ?.metadata.labels;
        return labels && Object.entries(selector).every(([k, v]) => labels[k] === v);
      });
      expect({ pdb: pdb.metadata.name, matches: matches.length }).toEqual({
        pdb: pdb.metadata.name,
        matches: 1,
      });
    }
  });

  it('the ingress routes to existing Service ports and keeps sockets open', () => {
    const ingress = find(objects, 'Ingress', 'fachwerk') as K8sObject;
    expect(
      Number(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThan(60);
    type Rule = {
      host: string;
      http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
    };
    const rules = (ingress.spec as { rules: Rule[] }).rules;
    expect(rules.map((r) => r.host)).toContain('api.fachwerk.example.de');
    for (const rule of rules) {
      for (const { backend } of rule.http.paths) {
        const service = find(objects, 'Service', backend.service.name);
        const ports =
          (service?.spec as { ports: { name: string }[] } | undefined)?.ports.map((p) => p.name) ?? [];
        expect({ host: rule.host, ports }).toEqual({
          host: rule.host,
          ports: expect.arrayContaining([backend.service.port.name]),
        });
      }
    }
  });

  it('every ConfigMap a workload reads exists, and the server settings are known variables', () => {
    const names = new Set(objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name));
    for (const w of workloads) {
      const pod = podSpecOf(w);
      const refs = [
        ...pod.containers.flatMap((c) => (c.envFrom ?? []).map((e) => e.configMapRef?.name)),
        ...(pod.volumes ?? []).map((v) => v.configMap?.name),
      ].filter((n): n is string => !!n);
      for (const ref of refs)
        expect({ workload: w.metadata.name, ref, exists: names.has(ref) }).toMatchObject({ exists: true });
    }
    const known = readFileSync(path.join(ROOT, '.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((n): n is string => !!n);
    const config = find(objects, 'ConfigMap', 'fachwerk-config') as K8sObject;
    expect(Object.keys(config.data ?? {}).filter((key) => !known.includes(key))).toEqual([]);
  });
});

describe('production overlay', () => {
  const objects = render('deploy/k8s/overlays/production');

  it('runs in its own namespace with pinned registry images and PostgreSQL from the CloudNativePG operator', () => {
    expect(
      objects.filter((o) => o.kind !== 'Namespace').every((o) => o.metadata.namespace === 'fachwerk'),
    ).toBe(true);
    const images = objects
      .filter((o) => WORKLOADS.has(o.kind))
      .flatMap((w) => podSpecOf(w).containers.map((c) => c.image))
      .filter((image) => image.includes('fachwerk/'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images)
      expect(image).toMatch(/^registry\.example\.de\/fachwerk\/(api|worker|web):1\.0\.0$/);
    const cluster = find(objects, 'Cluster', 'fachwerk-db');
    expect(cluster?.apiVersion).toBe('postgresql.cnpg.io/v1');
    expect((cluster?.spec as { instances: number }).instances).toBeGreaterThanOrEqual(3);
  });
});

describe('one set of images everywhere', () => {
  it('the base runs the images tools/docker/images.sh builds, the ones docker-compose.yml runs', () => {
    const built = [
      ...readFileSync(path.join(ROOT, 'tools/docker/images.sh'), 'utf8').matchAll(
        /--target "\$target" -t "([^"]+)"/g,
      ),
    ].map((m) => m[1].replace('$target', '<target>').replace('$TAG', 'local'));
    expect(built).toEqual(['localhost/fachwerk-<target>:local']);
    const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const composed = new Set(
      [...compose.matchAll(/image: (localhost\/fachwerk-\w+):\$\{IMAGE_TAG:-(\w+)\}/g)].map(
        (m) => `${m[1]}:${m[2]}`,
      ),
    );
    const workloads = render('deploy/k8s/base').filter((o) => WORKLOADS.has(o.kind));
    const deployed = new Set(
      workloads
        .flatMap((w) => podSpecOf(w).containers.map((c) => c.image))
        .filter((image) => image.includes('fachwerk')),
    );
    expect([...deployed].sort()).toEqual(
      ['api', 'web', 'worker'].map((target) => built[0].replace('<target>', target)),
    );
    expect([...deployed].sort()).toEqual([...composed].sort());
  });
});

describe('docker-compose.yml', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-compose-'));
  const emptyEnv = path.join(dir, 'empty.env');
  writeFileSync(emptyEnv, '');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // the checkout's own .env (written by npm start) must not make the check pass
  const compose = (env: Record<string, string>) =>
    spawnSync(
      'docker-compose',
      ['--env-file', emptyEnv, '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env['PATH'] ?? '', ...env },
      },
    );

  it('is valid (docker-compose config -q) when the required secrets are given', () => {
    const result = compose({
      JWT_ACCESS_SECRET: 'a'.repeat(40),
      JWT_REFRESH_SECRET: 'b'.repeat(40),
      TOTP_ENCRYPTION_KEY: 'c'.repeat(64),
      ENCRYPTION_KEY: 'd'.repeat(64),
    });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('refuses to run without its own secrets', () => {
    const result = compose({});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('JWT_ACCESS_SECRET');
  });
});
