import { banner } from './banner';
import { testConfig } from './test/helpers';

const config = testConfig('/tmp/hemis-banner');
const url = 'http://localhost:8080';

describe('start-up banner', () => {
  it('says plainly that an empty database got demo accounts with a published password', () => {
    const text = banner({ config, url, prepared: 'seeded', modeChosen: false });
    expect(text).toContain('Mode: demo (HEMIS_MODE is not set)');
    expect(text).toContain(
      `demo accounts that all\n  sign in with the published password ${config.demoPassword}`,
    );
    expect(text).toContain('HEMIS_MODE=production');
  });

  it('gives no warning when the demo database already existed', () => {
    const text = banner({ config, url, prepared: 'kept', modeChosen: true });
    expect(text).not.toContain('WARNING');
    expect(text).toContain(`Demo sign-ins (password ${config.demoPassword})`);
  });

  it('lists no demo accounts in production', () => {
    const text = banner({
      config: { ...config, mode: 'production', databaseUrl: 'postgres://db/hemis' },
      url,
      prepared: 'seeded',
      modeChosen: true,
    });
    expect(text).not.toContain('Demo sign-ins');
    expect(text).not.toContain(config.demoPassword);
  });
});
