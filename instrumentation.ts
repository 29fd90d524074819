/**
 * Next runs `register` once when a server starts, before it answers requests. Start-up work here:
 * saying how payments are taken (lib/payments/startup-log.ts: a server that refuses payments, or
 * takes none for real, says so in its first log lines), and starting the scheduled deletion of
 * prescriptions past their retention (lib/pharmacy/prescription-retention.ts), the delivery
 * of the outbox's messages (lib/notifications/worker.ts), and the hourly top-up of doctors' slots
 * (lib/doctors/schedule-top-up.ts), and saying whether uploaded PDFs can be checked
 * (lib/uploads/pdf-tool.ts: without qpdf every PDF upload is refused).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') faultMarks = loadFaultMarks();
  // The log and env modules need Node; the edge runtime (if any) has nothing to say.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  // `next build` loads this file too; the build is not the server that takes payments.
  if (env.isBuild) return;
  const [
    { logger },
    { logPaymentMode },
    { startPrescriptionRetention },
    { startOutboxWorker },
    { startScheduleTopUp },
    { logPdfTool },
    { startVitalsRetention },
  ] = await Promise.all([
    import('./lib/log'),
    import('./lib/payments/startup-log'),
    import('./lib/pharmacy/prescription-retention'),
    import('./lib/notifications/worker'),
    import('./lib/doctors/schedule-top-up'),
    import('./lib/uploads/pdf-tool'),
    import('./lib/vitals/retention'),
  ]);
  logPaymentMode(logger, env);
  startPrescriptionRetention();
  startOutboxWorker();
  startScheduleTopUp();
  startVitalsRetention();
  void logPdfTool(logger);
}

/** Loaded once at start, so that a failed render marks its request without waiting for it. */
let faultMarks: ReturnType<typeof loadFaultMarks> | undefined;

function loadFaultMarks() {
  return Promise.all([
    import('./lib/db/unavailable'),
    import('./lib/http/database-unavailable.mjs'),
  ]).then(([{ isDatabaseUnavailable }, { markDatabaseUnavailable }]) => ({
    isDatabaseUnavailable,
    markDatabaseUnavailable,
  }));
}

/**
 * Next reports here every error of a page's render, the original one even when it was thrown
 * inside a `'use cache'` read. A database fault marks the request, and scripts/start.mjs answers
 * the page's 500 as a 503 (lib/http/database-unavailable.mjs); anything else stays a 500.
 */
export async function onRequestError(error: unknown) {
  if (!faultMarks) return;
  const { isDatabaseUnavailable, markDatabaseUnavailable } = await faultMarks;
  if (isDatabaseUnavailable(error)) markDatabaseUnavailable();
}
