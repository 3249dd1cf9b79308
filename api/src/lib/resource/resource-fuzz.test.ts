// First: the test helpers stand in for ESM-only modules before the app loads them.
import { RESOURCE_CONTRACTS, fuzzedApp, probeResources } from '../../test/fuzz';
import { LONG_API_TEST_MS } from '../../test/config';

/**
 * Every kit resource, probed with ids that are no record's id (on GET, update and DELETE) and
 * with values of the wrong type or beyond what the database holds (JSON and form fields, create,
 * update and list filters): each is a 400 naming the field, never a 5xx or a database error.
 */

const app = fuzzedApp(['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin']);

describe('bad ids and badly typed values on every resource', () => {
  it('probes all 54 resources', () => {
    expect(RESOURCE_CONTRACTS).toHaveLength(54);
  });

  it(
    'answers each probe with a 400 naming the field',
    async () => {
      const { sent, misses } = await probeResources(app.t.app, app.tokens);
      const serverErrors = misses.filter((miss) => miss.statusCode >= 500);
      if (process.env.HEMIS_PROBE_REPORT) {
        process.stdout.write(
          `probe: ${sent} sent, ${misses.length} misses, ${serverErrors.length} 5xx\n` +
            misses.map((miss) => `${miss.statusCode} ${miss.label} ${miss.body}`).join('\n') +
            '\n',
        );
      }
      expect(serverErrors).toEqual([]);
      expect(misses).toEqual([]);
    },
    LONG_API_TEST_MS,
  );
});
