import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from './browser';
import { runtime } from './runtime';

/** One mail of the development outbox (`<data dir>/outbox/*.json`). */
export interface OutboxMail {
  file: string;
  to: string | string[];
  subject: string;
  text: string;
  links: string[];
  time: number;
}

export function outboxDir(): string {
  return join(runtime().dataDir, 'outbox');
}

export function readOutbox(): OutboxMail[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = join(dir, name);
      const mail = JSON.parse(readFileSync(file, 'utf8')) as Omit<OutboxMail, 'file' | 'time'>;
      return { ...mail, links: mail.links ?? [], file, time: statSync(file).mtimeMs };
    })
    .sort((a, b) => a.time - b.time);
}

function addressedTo(mail: OutboxMail, email: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to.join(',') : String(mail.to);
  return to.toLowerCase().includes(email.toLowerCase());
}

/** Waits for a mail to `email` that was not in the outbox when `before` was taken. */
export async function waitForMail(
  email: string,
  before: OutboxMail[],
  timeout = 10_000,
): Promise<OutboxMail> {
  const known = new Set(before.map((mail) => mail.file));
  return eventually(() => {
    const mail = readOutbox()
      .filter((candidate) => !known.has(candidate.file) && addressedTo(candidate, email))
      .pop();
    if (!mail) throw new Error(`No new mail to ${email} in ${outboxDir()}`);
    return mail;
  }, timeout);
}

/** The reset link of a mail: `<PUBLIC_URL>/reset-password/<email>/<token>`. */
export function resetLink(mail: OutboxMail): string {
  const link = mail.links.find((candidate) => candidate.includes('/reset-password/'));
  if (!link)
    throw new Error(
      `Mail ${mail.file} has no /reset-password/ link: ${JSON.stringify(mail.links)}`,
    );
  return link;
}
