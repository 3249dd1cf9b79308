import type { FastifyInstance } from 'fastify';

/** A reminder check the server runs every hour (each sends what is due once, in any process). */
export interface ReminderCheck {
  name: string;
  run: (app: FastifyInstance) => Promise<number>;
}

/** Runs the checks a minute after start, then every hour, while the server runs; returns how to stop. */
export function startReminderClock(
  app: FastifyInstance,
  checks: readonly ReminderCheck[],
): () => void {
  const check = () => {
    for (const reminder of checks)
      reminder
        .run(app)
        .catch((error: unknown) => app.log.error({ err: error }, `${reminder.name} failed`));
  };
  const first = setTimeout(check, 60_000);
  const timer = setInterval(check, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
