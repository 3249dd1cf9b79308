import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { ESEWA_TEST_SECRET, withSandboxUrls } from './lib/esewa';

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

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// URL', () => {
    for (const SMTP_URL of ['mail.example:587', 'http://mail.example', 'not a url']) {
      expect(() => loadConfig({ ...production, SMTP_URL })).toThrow(
        /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
      );
    }
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe(
      'smtps://mail.example',
    );
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

  describe('eSewa', () => {
    const demo = { JWT_SECRET: 'a-demo-secret-that-is-long-enough-for-tests' };
    const merchant = {
      ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
      ESEWA_PRODUCT_CODE: 'NP-ES-HEMIS',
      ESEWA_SECRET_KEY: 'the-merchant-own-key',
    };

    it('uses the local sandbox with the test credentials in demo mode', () => {
      const { esewa } = loadConfig(demo);
      expect(esewa).toEqual({
        sandbox: true,
        formUrl: '',
        statusUrl: '',
        productCode: 'EPAYTEST',
        secretKey: ESEWA_TEST_SECRET,
      });
      expect(esewa && withSandboxUrls(esewa, 'http://127.0.0.1:9090')).toMatchObject({
        sandbox: true,
        formUrl: 'http://127.0.0.1:9090/api/epay/main/v2/form',
        statusUrl: 'http://127.0.0.1:9090/api/epay/transaction/status/',
      });
    });

    it("uses eSewa's test service in demo mode without the sandbox", () => {
      expect(loadConfig({ ...demo, ESEWA_SANDBOX: '0' }).esewa).toEqual({
        sandbox: false,
        formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
        statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
        productCode: 'EPAYTEST',
        secretKey: ESEWA_TEST_SECRET,
      });
      expect(() => loadConfig({ ...demo, ESEWA_SANDBOX: 'yes' })).toThrow(
        /ESEWA_SANDBOX must be 1 or 0/,
      );
      expect(() =>
        loadConfig({ ...demo, ESEWA_SANDBOX: '0', ESEWA_FORM_URL: 'ftp://esewa.example/form' }),
      ).toThrow(/ESEWA_FORM_URL must be an http\(s\) address/);
    });

    it('offers no eSewa payment in production unless it is set up', () => {
      expect(loadConfig(production).esewa).toBeUndefined();
      expect(loadConfig({ ...production, ESEWA_SANDBOX: '0' }).esewa).toBeUndefined();
    });

    it("takes the merchant's settings in production", () => {
      expect(loadConfig({ ...production, ...merchant }).esewa).toEqual({
        sandbox: false,
        formUrl: merchant.ESEWA_FORM_URL,
        statusUrl: merchant.ESEWA_STATUS_URL,
        productCode: merchant.ESEWA_PRODUCT_CODE,
        secretKey: merchant.ESEWA_SECRET_KEY,
      });
    });

    it('refuses production with part of the settings', () => {
      const { ESEWA_STATUS_URL: _status, ESEWA_SECRET_KEY: _key, ...part } = merchant;
      expect(() => loadConfig({ ...production, ...part })).toThrow(
        /production with eSewa needs ESEWA_STATUS_URL, ESEWA_SECRET_KEY/,
      );
    });

    it("refuses eSewa's published test key in production", () => {
      expect(() =>
        loadConfig({ ...production, ...merchant, ESEWA_SECRET_KEY: ESEWA_TEST_SECRET }),
      ).toThrow("ESEWA_SECRET_KEY must be the merchant's own key in production");
    });

    it('refuses the sandbox and plain http addresses in production', () => {
      expect(() => loadConfig({ ...production, ...merchant, ESEWA_SANDBOX: '1' })).toThrow(
        /ESEWA_SANDBOX=1 is for demo mode only/,
      );
      expect(() =>
        loadConfig({
          ...production,
          ...merchant,
          ESEWA_STATUS_URL: 'http://epay.esewa.com.np/api/epay/transaction/status/',
        }),
      ).toThrow(/ESEWA_STATUS_URL must be an https address/);
    });
  });
});

describe('metrics settings', () => {
  it('reads the token and the address list, and none by default', () => {
    expect(loadConfig(production).metricsToken).toBeUndefined();
    expect(loadConfig(production).metricsAllow).toBeUndefined();
    const config = loadConfig({
      ...production,
      HEMIS_METRICS_TOKEN: ' a-scrape-token-of-24-chars ',
      HEMIS_METRICS_ALLOW: '10.0.0.0/24, ::1,',
    });
    expect(config.metricsToken).toBe('a-scrape-token-of-24-chars');
    expect(config.metricsAllow).toEqual(['10.0.0.0/24', '::1']);
  });

  it('refuses a short token and an entry that is not an address', () => {
    expect(() => loadConfig({ ...production, HEMIS_METRICS_TOKEN: 'short' })).toThrow(
      /HEMIS_METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() =>
      loadConfig({ ...production, HEMIS_METRICS_ALLOW: '10.0.0.0/24,prometheus.local' }),
    ).toThrow(/HEMIS_METRICS_ALLOW: "prometheus.local"/);
  });
});
