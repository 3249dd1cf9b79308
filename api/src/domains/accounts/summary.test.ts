// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import { ACCOUNT_PATHS, type AccountSummary, type SectionFigures } from '@hemis/shared-contracts';

const { api } = signedInApp(['collegeadmin', 'uniadmin', 'ugcadmin', 'student']);

describe("the accounts tile's figures (GET /AccountSummary/Figures)", () => {
  it.each(['collegeadmin', 'uniadmin', 'ugcadmin'])(
    "are the summary's vouchers and ledgers of the caller's reach (%s)",
    async (name) => {
      const get = (url: string) => api(name, 'GET', url);
      const summary = (await get(ACCOUNT_PATHS.summary)).json() as AccountSummary;
      const answer = await get(ACCOUNT_PATHS.figures);
      expect(answer.statusCode).toBe(200);
      const figures = (answer.json() as SectionFigures).figures;
      expect(figures.find((figure) => figure.key === 'ledgers')?.value).toBe(summary.ledgers);
      expect(figures.find((figure) => figure.key === 'vouchers')?.value).toBe(
        summary.vouchers.reduce((sum, row) => sum + row.count, 0),
      );
    },
  );

  it('is closed to a student', async () => {
    const answer = await api('student', 'GET', ACCOUNT_PATHS.figures);
    expect(answer.statusCode).toBe(403);
  });
});
