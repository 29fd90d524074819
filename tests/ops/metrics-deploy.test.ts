/**
 * deploy/prometheus/alerts.yml and deploy/grafana/saithunga.json parse, and every series they
 * query is one the app's registry exports (a renamed metric would silence an alert).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metrics } from '@/lib/metrics/registry';

// js-yaml (installed with the test tools, without types) is Prometheus-compatible YAML 1.2.
const yaml = jest.requireActual<{ load(text: string): unknown }>('js-yaml');

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The metric names a PromQL expression uses (a histogram's _bucket/_count/_sum by its name). */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\bsaithunga_[a-z0-9_]+/g)].map(([name]) =>
    name.replace(/_(bucket|count|sum)$/, ''),
  );
}

const exported = () =>
  new Set(
    metrics()
      .registry.getMetricsAsArray()
      .map((m) => m.name),
  );

type Rule = { alert: string; expr: string };

describe('deploy: alerts and dashboard', () => {
  it('alerts.yml holds the issue’s alerts over exported metrics', () => {
    const doc = yaml.load(read('deploy/prometheus/alerts.yml')) as {
      groups: { name: string; rules: Rule[] }[];
    };
    const rules = doc.groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'HighServerErrorRate',
        'SlowApiP99',
        'OutboxBacklogOld',
        'BackupTooOld',
        'RefundsStuck',
      ]),
    );
    const names = exported();
    const unknown = rules.flatMap((r) => metricNames(r.expr)).filter((n) => !names.has(n));
    expect(unknown).toEqual([]);
  });

  it('the Grafana dashboard is JSON whose every query uses exported metrics', () => {
    const dashboard = JSON.parse(read('deploy/grafana/saithunga.json')) as {
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('saithunga');
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    const names = exported();
    const used = new Set(exprs.flatMap(metricNames));
    expect([...used].filter((n) => !names.has(n))).toEqual([]);
    // Every series the app exports of its own is on the dashboard.
    expect([...names].filter((n) => n.startsWith('saithunga_') && !used.has(n))).toEqual([]);
  });
});
