import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createTestApp, type TestApp } from './support/app';

/**
 * deploy/ (product.md §19): the alert rules and the Grafana dashboard name only figures the app's
 * /metrics serves (those of DATABASE_READ_URL: database-path.spec.ts), and the dashboard is
 * Grafana JSON with a query per panel.
 */

const DEPLOY = join(__dirname, '../../deploy');
const ALERTS = readFileSync(join(DEPLOY, 'prometheus/alerts.yml'), 'utf8');
const DASHBOARD = readFileSync(join(DEPLOY, 'grafana/dashboards/reviews.json'), 'utf8');
const PROMETHEUS = readFileSync(join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8');
/** Served only with DATABASE_READ_URL. */
const REPLICA_ONLY = new Set(['db_reads_total', 'db_replica_lag_seconds']);

function appMetricNames(text: string): string[] {
  const names = text.match(/\b(?:http|db|nodejs|process|job|mail)_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')))];
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

it('alerts and dashboard use metrics the app serves', async () => {
  await testApp.http().get('/api/health').expect(200);
  const served = (await testApp.http().get('/metrics').expect(200)).text;
  const used = appMetricNames(ALERTS + DASHBOARD).filter((name) => !REPLICA_ONLY.has(name));
  expect(used.length).toBeGreaterThan(5);
  for (const name of used)
    expect({ name, served: served.includes(`# TYPE ${name} `) }).toEqual({ name, served: true });
});

it('alerts on errors, p99, purges, the replica, the worker, jobs and the outbox; Varnish is scraped', () => {
  for (const alert of [
    'HighErrorRate',
    'SlowAnswers',
    'PurgesAbandoned',
    'ReplicaLagging',
    'ReplicaUnreachable',
    'NoWorker',
    'JobsFailing',
    'JobsFailedForGood',
    'OutboxStuck',
  ]) {
    expect(ALERTS).toContain(`alert: Reviews${alert}`);
  }
  expect(PROMETHEUS).toContain('varnish-exporter:9131');
  expect(PROMETHEUS).toContain('/etc/prometheus/alerts.yml');
});

it('is a Grafana dashboard with a query in every panel, app and Varnish', () => {
  const dashboard = JSON.parse(DASHBOARD) as {
    uid: string;
    panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
  };
  expect(dashboard.uid).toBe('reviews');
  for (const panel of dashboard.panels) expect(panel.targets.length).toBeGreaterThan(0);
  expect(
    dashboard.panels.some((panel) => panel.targets.some((target) => target.expr.includes('varnish_'))),
  ).toBe(true);
  for (const shown of ['page:', 'job_queue_jobs', 'job_runs_total', 'mail_outbox_pending']) {
    expect(
      dashboard.panels.some((panel) => panel.targets.some((target) => target.expr.includes(shown))),
    ).toBe(true);
  }
});
