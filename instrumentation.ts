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
  ] = await Promise.all([
    import('./lib/log'),
    import('./lib/payments/startup-log'),
    import('./lib/pharmacy/prescription-retention'),
    import('./lib/notifications/worker'),
    import('./lib/doctors/schedule-top-up'),
    import('./lib/uploads/pdf-tool'),
  ]);
  logPaymentMode(logger, env);
  startPrescriptionRetention();
  startOutboxWorker();
  startScheduleTopUp();
  void logPdfTool(logger);
}
