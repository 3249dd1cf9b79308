import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

const production = {
  HEMIS_MODE: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough',
  DATABASE_URL: 'postgres://hemis@db.example/hemis',
  SMTP_URL: 'smtp://mail.example:587',
};

describe('loadConfig', () => {
  it('starts production with a secret, a database and a mail server', () => {
    const config = loadConfig(production);
    expect(config.mode).toBe('production');
    expect(config.databaseUrl).toBe(production.DATABASE_URL);
    expect(config.smtpUrl).toBe(production.SMTP_URL);
  });

  it('refuses production without DATABASE_URL', () => {
    expect(() => loadConfig({ ...production, DATABASE_URL: '' })).toThrow(
      /HEMIS_MODE=production needs DATABASE_URL/,
    );
    const { DATABASE_URL: _omitted, ...rest } = production;
    expect(() => loadConfig(rest)).toThrow(/needs DATABASE_URL/);
  });

  it('refuses production without SMTP_URL', () => {
    const { SMTP_URL: _omitted, ...rest } = production;
    expect(() => loadConfig(rest)).toThrow(/HEMIS_MODE=production needs SMTP_URL/);
  });

  it('starts demo mode without a database server or a mail server', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-config-'));
    try {
      const config = loadConfig({ HEMIS_DATA_DIR: dataDir });
      expect(config.mode).toBe('demo');
      expect(config.databaseUrl).toBeUndefined();
      expect(config.smtpUrl).toBeUndefined();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a rate limit factor that is not a positive number', () => {
    expect(() => loadConfig({ ...production, HEMIS_RATE_LIMIT_FACTOR: '0' })).toThrow(
      /HEMIS_RATE_LIMIT_FACTOR must be a positive number/,
    );
    expect(loadConfig({ ...production, HEMIS_RATE_LIMIT_FACTOR: '0.5' }).rateLimitFactor).toBe(0.5);
  });
});
