/**
 * Load at a steady rate, for `npm run bench`'s latency budget (scripts/budgets.mjs): requests
 * start on a fixed schedule, `rate` a second evenly spaced, over at most `connections` kept-alive
 * connections, whether or not earlier answers have come back (an open loop). Each request's time
 * is counted from when the schedule meant it to start, so a server that falls behind is charged
 * for the wait it causes too.
 *
 * autocannon cannot do this: its rate limit lets each connection send its second's quota back to
 * back at the start of every second, so a "paced" run is bursts at full speed; and for any rate
 * it pads the histogram as if a request were due every millisecond.
 */
import http from 'node:http';

/** The value at fraction `q` (0-1) of sorted `values`, of an even split the higher (never flattering). */
function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Requests `url` at `rate` a second for `durationS` seconds over at most `connections`
 * connections: GETs, or what `request()` gives for each ({ method, headers, body }). Resolves
 * with the requests per second answered, p50 and p99 in ms, errors (failures and answers
 * other than 2xx) and `failures`, their count by error code or status.
 */
export async function pacedLoad(url, { rate, durationS, connections, request }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * durationS));
  const latencies = [];
  let errors = 0;
  /** Why requests failed: an error's code, or an answer's status. */
  const failures = {};
  const fail = (why) => {
    errors++;
    failures[why] = (failures[why] ?? 0) + 1;
  };
  const once = (due) =>
    new Promise((resolve) => {
      const { method = 'GET', headers = {}, body } = request?.() ?? {};
      const req = http.request(target, { agent, method, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode >= 200 && res.statusCode < 300)
            latencies.push(performance.now() - due);
          else fail(`HTTP ${res.statusCode}`);
          resolve();
        });
        res.on('error', (error) => resolve(fail(error.code ?? error.message)));
      });
      req.on('error', (error) => resolve(fail(error.code ?? error.message)));
      req.end(body);
    });
  const pending = [];
  const start = performance.now();
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    // Every request that is due starts now; the next one waits for its time.
    while (sent < total && start + sent * interval <= now) {
      pending.push(once(start + sent * interval));
      sent++;
    }
    const wait = start + sent * interval - performance.now();
    if (sent < total) await new Promise((r) => setTimeout(r, Math.max(0, wait)));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: +quantile(latencies, 0.5).toFixed(1),
    p99: +quantile(latencies, 0.99).toFixed(1),
    errors,
    failures,
  };
}
