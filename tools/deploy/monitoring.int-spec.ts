import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The operator's side of the metrics: the Prometheus alert rules are valid (`promtool check rules`)
 * and fire on the series they are meant for and not on healthy ones (`promtool test rules`), and the
 * Grafana dashboard and the rules only name metrics the api and worker really export. promtool comes
 * with Debian's `prometheus` package (.ci/run and tools/ci/system-packages.mjs install it).
 */
const ROOT = process.cwd();
const RULES = path.join(ROOT, 'deploy/prometheus/alerts.yml');
const RULE_TESTS = path.join(ROOT, 'deploy/prometheus/alerts.test.yml');
const DASHBOARD = path.join(ROOT, 'deploy/grafana/fachwerk-dashboard.json');

/** What the code registers (libs/server/core metrics, libs/server/queue queue-metrics, the api's gauges) plus prom-client's defaults used here. */
const EXPORTED = new Set([
  'http_request_duration_seconds_bucket',
  'http_request_duration_seconds_count',
  'socketio_connected_sockets',
  'einvoice_validation_in_flight',
  'einvoice_validation_refused',
  'queue_jobs',
  'queue_oldest_waiting_age_seconds',
  'outbox_backlog',
  'outbox_oldest_unrelayed_age_seconds',
  'outbox_dead_letters',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'process_cpu_seconds_total',
  'up',
]);

const promtool = (...args: string[]) => spawnSync('promtool', args, { encoding: 'utf8', cwd: path.dirname(RULES) });

/** Metric names in a PromQL expression (identifiers followed by `{`, `[` or standing alone, minus functions and keywords). */
function metricNames(expr: string): string[] {
  const words = expr.replace(/"[^"]*"/g, '').match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  const notMetrics = new Set(['sum', 'by', 'max', 'rate', 'histogram_quantile', 'and', 'le', 'route', 'status_code', 'service', 'instance', 'queue', 'state', 'job', 'm', 's']);
  return words.filter((w) => !notMetrics.has(w) && !w.startsWith('fachwerk:') && !/^\d/.test(w));
}

describe('monitoring: alert rules and dashboard', () => {
  it('promtool accepts the rules', () => {
    const result = promtool('check', 'rules', RULES);
    expect(`${result.stdout}${result.stderr}`).toContain('SUCCESS');
    expect(result.status).toBe(0);
  });

  it('each alert fires on its series and stays quiet on healthy ones (promtool test rules)', () => {
    const result = promtool('test', 'rules', RULE_TESTS);
    expect(`${result.stdout}${result.stderr}`).toContain('SUCCESS');
    expect(result.status).toBe(0);
  });

  it('covers error rate, p95, queue age, dead letters and event-loop delay', () => {
    const rules = (parse(readFileSync(RULES, 'utf8')) as { groups: { rules: { alert?: string; expr: string }[] }[] }).groups.flatMap((g) => g.rules);
    const alerts = rules.filter((r) => r.alert).map((r) => r.alert);
    expect(alerts).toEqual(expect.arrayContaining(['ApiErrorRateHigh', 'ApiLatencyP95High', 'QueueJobsWaitingTooLong', 'DeadLettersPresent', 'EventLoopDelayHigh']));
    for (const rule of rules) expect(metricNames(rule.expr).filter((name) => !EXPORTED.has(name))).toEqual([]);
  });

  it('the Grafana dashboard parses and queries only exported metrics', () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.uid).toBe('fachwerk-overview');
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const target of panel.targets) expect({ panel: panel.title, unknown: metricNames(target.expr).filter((name) => !EXPORTED.has(name)) }).toEqual({ panel: panel.title, unknown: [] });
    }
  });
});
