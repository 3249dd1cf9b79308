// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../../test/helpers';
import {
  DASHBOARD_MAP_SECTION,
  dashboardSectionsOf,
  type DashboardCharts,
  type ReportSectionAnswer,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { drawSection } from './drawings';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, ['ugcadmin', 'uniadmin', 'collegeadmin', 'student']);
});
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject(withToken(tokens[who] ?? '', { method: 'GET', url: `/api${url}` }));

const row = (group: string, male: number, female: number) => ({
  key: group,
  group,
  male,
  female,
  other: 0,
  total: male + female,
});

describe('GET /Dashboard/Charts', () => {
  it.each([
    ['ugcadmin', 'nation'],
    ['uniadmin', 'university'],
    ['collegeadmin', 'campus'],
  ] as const)(
    '%s: the home’s sections of its reach, each chart an SVG of their figures',
    async (who, reach) => {
      const response = await get(who, '/Dashboard/Charts');
      expect(response.statusCode).toBe(200);
      const charts = response.json<DashboardCharts>();
      expect(charts.reach).toBe(reach);
      expect(charts.sections.map((answer) => answer.key)).toEqual(dashboardSectionsOf(reach));
      // The same figures as the report's own read of these sections.
      const keys = dashboardSectionsOf(reach).join(',');
      const summary = (await get(who, `/Report/Summary?sections=${keys}`)).json<ReportSummary>();
      expect(charts.sections).toEqual(summary.sections);
      const drawn = charts.sections.filter(
        (answer) => answer.rows.length > 0 && answer.key !== DASHBOARD_MAP_SECTION,
      );
      expect(drawn.length).toBeGreaterThan(3);
      expect(Object.keys(charts.drawings).sort()).toEqual(drawn.map((a) => a.key).sort());
      for (const answer of drawn) {
        const svg = charts.drawings[answer.key] ?? '';
        expect(svg).toMatch(/^<svg width="560" height="\d+" [^>]*viewBox="0 0 560 \d+"/);
        // Each group of the figures is drawn (a pie names its groups in the legend).
        for (const { group } of answer.rows.slice(0, 3))
          expect(svg).toContain(group.replace(/&/g, '&amp;'));
      }
      // The map is the screen's own drawing of the provinces.
      expect(charts.drawings[DASHBOARD_MAP_SECTION]).toBeUndefined();
    },
  );

  it('draws at a phone’s width when asked', async () => {
    const charts = (await get('ugcadmin', '/Dashboard/Charts?width=360')).json<DashboardCharts>();
    expect(charts.drawings.enrolmentTrend).toMatch(/^<svg width="360" /);
  });

  it('refuses a width out of bounds, an unknown parameter and a user without reports', async () => {
    for (const [query, field, message] of [
      ['?width=100', 'width', 'Width must be at least 360.'],
      ['?width=5000', 'width', 'Width must be at most 1200.'],
      ['?width=wide', 'width', undefined],
      ['?colour=red', undefined, undefined],
    ] as const) {
      const response = await get('ugcadmin', `/Dashboard/Charts${query}`);
      expect(response.statusCode).toBe(400);
      const fields = response.json<{ fields?: Record<string, string> }>().fields ?? {};
      if (field) expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field ?? '']).toBe(message);
    }
    expect((await get('student', '/Dashboard/Charts')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Dashboard/Charts' })).statusCode).toBe(
      401,
    );
  });
});

describe('drawSection', () => {
  const answer = (rows: ReturnType<typeof row>[]): ReportSectionAnswer => ({
    key: 'studentsByFaculty',
    title: 'Students by Faculty',
    rows,
    total: row('Total', 0, 0),
    coverage: { campusesWithData: 1, campusesInReach: 1 },
  });

  it('escapes the names it draws: a faculty named with markup stays text', async () => {
    const svg =
      (await drawSection(answer([row('<script>alert(1)</script> & Co', 3, 4)]), 560)) ?? '';
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(svg).not.toContain('<script');
  });

  it('draws a kept answer once per width, and nothing for no figures', async () => {
    const kept = answer([row('Management', 10, 20)]);
    expect(await drawSection(kept, 560)).toBe(await drawSection(kept, 560));
    expect(await drawSection(kept, 360)).toMatch(/^<svg width="360" /);
    expect(await drawSection(answer([]), 560)).toBeNull();
  });
});
