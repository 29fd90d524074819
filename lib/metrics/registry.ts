import 'server-only';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { PAGE_SECONDS_BUCKETS, readCounts } from './counts.mjs';
import { collectBackupAge, collectDatabaseGauges } from './database-gauges';

/**
 * The process's one Prometheus registry (kept on globalThis across dev reloads): HTTP series
 * recorded by the route wrapper, counts read at scrape time from lib/metrics/counts.mjs, and
 * gauges of the database's state, each collected at scrape time by one query
 * (lib/metrics/database-gauges.ts). Labels hold route patterns and fixed words, never a URL's
 * ids, a query string or anything a person typed.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'saithunga_http_requests_total',
    help: 'API requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpErrors = new Counter({
    name: 'saithunga_http_request_errors_total',
    help: 'API requests answered with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'saithunga_http_request_duration_seconds',
    help: 'Time to answer an API request (until the handler returns its Response).',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  /** A counter whose values are the process-wide counts of `countName` (counts.mjs). */
  const countsCounter = (name: string, help: string, countName: string, labelNames: string[]) =>
    new Counter({
      name,
      help,
      labelNames,
      registers,
      collect() {
        this.reset();
        for (const c of readCounts(countName)) this.inc(c.labels, c.value);
      },
    });
  countsCounter(
    'saithunga_cache_reads_total',
    'Reads of the shared (Redis) cache by layer (page, use-cache) and result (hit, miss).',
    'cache_reads',
    ['layer', 'result'],
  );
  countsCounter(
    'saithunga_db_queries_total',
    'PostgreSQL pool queries outside transactions, by outcome (ok, error).',
    'db_queries',
    ['outcome'],
  );
  countsCounter(
    'saithunga_db_query_seconds_total',
    'Time spent in those queries, waiting for a connection included.',
    'db_query_seconds',
    ['outcome'],
  );
  countsCounter(
    'saithunga_sign_in_failures_total',
    'Refused sign-ins by who (staff, patient) and reason (wrong, limited).',
    'sign_in_failures',
    ['who', 'reason'],
  );

  countsCounter(
    'saithunga_page_requests_total',
    'Pages and assets answered by scripts/start.mjs, by route pattern and status.',
    'page_requests',
    ['route', 'status'],
  );
  countsCounter(
    'saithunga_page_request_errors_total',
    'Pages and assets answered with a 5xx status, by route pattern.',
    'page_errors',
    ['route'],
  );
  registry.registerMetric(pageDurationHistogram());

  collectDatabaseGauges(registers);
  collectBackupAge(registers);
  return { registry, httpRequests, httpErrors, httpDuration };
}

/**
 * The page duration histogram, built at scrape time from the bucket counts scripts/start.mjs
 * keeps (counts.mjs): prom-client's Histogram observes values itself and cannot take counts, so
 * this is a metric object of the shape the registry formats (name, help, type and values).
 */
function pageDurationHistogram() {
  const name = 'saithunga_page_request_duration_seconds';
  const help = 'Time to answer a page or asset (until its last byte is handed to the socket).';
  const metric = {
    name,
    help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    get: async () => {
      const buckets = new Map(
        readCounts('page_seconds_bucket').map((c) => [
          `${c.labels.route}\u0000${c.labels.le}`,
          c.value,
        ]),
      );
      const count = (route: string, le: string) => buckets.get(`${route}\u0000${le}`) ?? 0;
      const values = readCounts('page_seconds_sum').flatMap(({ labels: { route }, value }) => [
        // Every bucket of every route, cumulative, as Prometheus expects of a histogram.
        ...[...PAGE_SECONDS_BUCKETS.map(String), '+Inf'].map((le) => ({
          metricName: `${name}_bucket`,
          labels: { route, le },
          value: count(route, le),
        })),
        { metricName: `${name}_sum`, labels: { route }, value },
        { metricName: `${name}_count`, labels: { route }, value: count(route, '+Inf') },
      ]);
      return { name, help, type: metric.type, aggregator: metric.aggregator, values };
    },
    reset: () => {},
  };
  return metric as unknown as Parameters<Registry['registerMetric']>[0];
}

type Metrics = ReturnType<typeof createMetrics>;
const holder = globalThis as { __saithungaMetrics?: Metrics };

export function metrics(): Metrics {
  return (holder.__saithungaMetrics ??= createMetrics());
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Records one API answer; `route` is a pattern (lib/metrics/route-pattern.ts). */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  const m = metrics();
  const verb = METHODS.has(method) ? method : 'OTHER';
  m.httpRequests.inc({ method: verb, route, status: String(status) });
  if (status >= 500) m.httpErrors.inc({ method: verb, route });
  m.httpDuration.observe({ method: verb, route }, seconds);
}

/** The registry's text in Prometheus's exposition format, and its content type. */
export async function exposition(): Promise<{ text: string; contentType: string }> {
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}
