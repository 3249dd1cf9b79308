/**
 * Entry point: reads the environment, builds the app, listens, prints the URL (and the demo
 * sign-ins in demo mode), and shuts down gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { holdDataFolderForServer } from './ops/data-folder';
import { sendExpiryReminders } from './domains/accreditation/reminders';
import { sendReminders } from './domains/returns/reminders';
import { startJobSweep } from './lib/job-sweep';
import { startProcessMetrics } from './lib/metrics';
import { startReminderClock } from './lib/reminder-clock';
import { forgetOldAnswers } from './plugins/idempotency';
import { banner } from './banner';
import { loadConfig } from './config';
import { startEsewaSandbox } from './esewa-sandbox/sandbox';
import { withSandboxUrls } from './lib/esewa';

async function main(): Promise<void> {
  const config = loadConfig();
  // The process's CPU, memory, event loop and GC figures for /api/metrics, from start.
  startProcessMetrics();
  // The embedded database is this process's alone; `npm run backup` asks it for a dump.
  const dataFolder = config.databaseUrl
    ? null
    : await holdDataFolderForServer(config.dataDir, (warning) =>
        process.stderr.write(`${warning}\n`),
      );
  // Demo: online payments go to the local eSewa sandbox (no real money moves).
  const sandbox =
    config.esewa?.sandbox && !config.esewa.formUrl
      ? await startEsewaSandbox({
          port: Number(process.env.ESEWA_SANDBOX_PORT ?? 0),
          host: process.env.ESEWA_SANDBOX_HOST ?? '127.0.0.1',
          secretKey: config.esewa.secretKey,
          productCode: config.esewa.productCode,
        })
      : null;
  if (sandbox && config.esewa) config.esewa = withSandboxUrls(config.esewa, sandbox.url);
  const level = process.env.LOG_LEVEL ?? 'info';
  const app = await buildApp({ ...config, logger: { level } });
  if (dataFolder && app.hemis.dumpDataDir) dataFolder.serveDumps(app.hemis.dumpDataDir);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    banner({
      config,
      url: `http://${shownHost}:${config.port}`,
      prepared: app.hemis.prepared,
      modeChosen: Boolean(process.env.HEMIS_MODE),
    }),
  );
  const stopReminders = startReminderClock(app, [
    { name: 'statistical return reminders', run: (server) => sendReminders(server) },
    { name: 'accreditation expiry reminders', run: (server) => sendExpiryReminders(server) },
    { name: 'forgetting day-old idempotent answers', run: (server) => forgetOldAnswers(server.db) },
  ]);
  // Import jobs a stopped process left, and ended rate-limit windows, every few seconds.
  const stopSweep = startJobSweep(app);
  if (sandbox) {
    process.stdout.write(`eSewa sandbox (test payments, no real money): ${sandbox.url}\n`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    stopReminders();
    Promise.all([stopSweep().then(() => app.close()), sandbox?.close(), dataFolder?.release()])
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `HEMIS failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug') {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
