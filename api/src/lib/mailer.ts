/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise a development outbox that
 * logs each mail and writes `<dataDir>/outbox/<timestamp>-<to>.eml` plus a `.json` beside it
 * ({ to, subject, text, links }) so people and tests can follow the links.
 * Sending runs in the background (a slow SMTP server must not slow or reveal anything to the
 * caller); `idle()` waits for what is in flight.
 */
import fs from 'node:fs/promises';
import { fieldOf } from './is-record';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadOnce } from './load-once';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links?: string[];
}

export interface Mailer {
  send(mail: Mail): void;
  idle(): Promise<void>;
  readonly outboxDir: string | null;
}

/** Told of each mail's outcome (the app's metrics count them). */
export interface MailOutcomes {
  sent(): void;
  failed(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  outcomes?: MailOutcomes;
}

export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const outboxDir = options.smtpUrl ? null : path.join(options.dataDir, 'outbox');
  // nodemailer is loaded with the first mail: most API starts (and most tests) send none.
  const transport = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  });
  let sequence = 0;

  async function deliver(mail: Mail): Promise<void> {
    const sender = await transport();
    const info = await sender.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    if (!outboxDir) {
      options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(outboxDir, { recursive: true });
    sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = mail.to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
    const base = path.join(outboxDir, `${stamp}-${String(sequence).padStart(4, '0')}-${safeTo}`);
    const message = fieldOf(info, 'message');
    const eml = Buffer.isBuffer(message) ? message : Buffer.from(String(message ?? ''));
    await fs.writeFile(`${base}.eml`, eml);
    await fs.writeFile(
      `${base}.json`,
      JSON.stringify(
        { to: mail.to, subject: mail.subject, text: mail.text, links: mail.links ?? [] },
        null,
        2,
      ),
    );
    options.log.info(
      { to: mail.to, subject: mail.subject, file: `${base}.eml`, links: mail.links },
      'mail written to the development outbox',
    );
  }

  return {
    outboxDir,
    send(mail) {
      const job = deliver(mail)
        .then(
          () => options.outcomes?.sent(),
          (error: unknown) => {
            options.outcomes?.failed();
            options.log.error({ err: error, to: mail.to }, 'mail failed');
          },
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
