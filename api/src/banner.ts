/** What `npm start` prints once HEMIS listens: where it runs, and what kind of data it holds. */
import type { AppConfig } from './config';
import { DEMO_ACCOUNTS } from './db/seed';

export interface BannerFacts {
  config: AppConfig;
  url: string;
  /** Whether this start filled an empty database. */
  prepared: 'seeded' | 'kept';
  /** Whether HEMIS_MODE was set (demo mode is the default when it is not). */
  modeChosen: boolean;
}

export function banner({ config, url, prepared, modeChosen }: BannerFacts): string {
  const lines = [
    '',
    `HEMIS is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Mode: ${config.mode}${modeChosen ? '' : ' (HEMIS_MODE is not set)'}; database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  ];
  if (config.mode === 'demo') {
    if (prepared === 'seeded') {
      lines.push(
        '',
        '  WARNING: this empty database was filled with DEMO data, and with demo accounts that all',
        `  sign in with the published password ${config.demoPassword}, a SuperAdmin among them.`,
        '  Anyone who can reach this server can sign in with them. Do not enter real records here;',
        '  for real use start with HEMIS_MODE=production (see api/README.md).',
        '',
      );
    }
    lines.push(`  Demo sign-ins (password ${config.demoPassword}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(13)} ${account.email}`);
    }
    if (!config.smtpUrl) lines.push(`  Mail is written to ${config.dataDir}/outbox`);
  }
  lines.push('');
  return lines.join('\n');
}
