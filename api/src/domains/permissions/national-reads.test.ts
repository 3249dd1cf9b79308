// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  DROPOUT_PATHS,
  EARLIER_CLIENT_PATHS,
  GRADUATION_PATHS,
  PASS_RATE_PATHS,
  dropoutContract,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { graduations } from '../../db/schema';

const signedIn = signedInApp(['ugcadmin', 'admin', 'superadmin', 'student']);
const get = (name: string, url: string) => signedIn.api(name, 'GET', url);
const figure = (answer: SectionFigures, key: string) =>
  answer.figures.find((entry) => entry.key === key)?.value;

describe('national officers read graduation, dropouts and pass rates of their whole reach', () => {
  it.each(['ugcadmin', 'admin', 'superadmin'])('%s reads the national figures', async (name) => {
    const graduation = await get(name, GRADUATION_PATHS.figures);
    expect(graduation.statusCode).toBe(200);
    const [approved] = await signedIn.t.db
      .select({ n: count() })
      .from(graduations)
      .where(and(isNull(graduations.deletedAt), eq(graduations.status, 'approved')));
    // Every campus's graduates, not a campus's.
    expect(figure(graduation.json() as SectionFigures, 'total')).toBe(approved?.n ?? 0);
    expect((await get(name, EARLIER_CLIENT_PATHS.graduatesOfFiveYears)).statusCode).toBe(200);
    expect((await get(name, DROPOUT_PATHS.figures)).statusCode).toBe(200);
    expect((await get(name, dropoutContract.path)).statusCode).toBe(200);
    expect((await get(name, PASS_RATE_PATHS.home)).statusCode).toBe(200);
  });

  it("the pass-rate tile's figures are this fiscal year's of the caller's reach", async () => {
    const home = (await get('ugcadmin', PASS_RATE_PATHS.home)).json() as {
      byProgram: { appeared: number; passed: number }[];
    };
    const answer = await get('ugcadmin', PASS_RATE_PATHS.figures);
    expect(answer.statusCode).toBe(200);
    const figures = answer.json() as SectionFigures;
    const sum = (field: 'appeared' | 'passed') =>
      home.byProgram.reduce((total, row) => total + row[field], 0);
    expect(figure(figures, 'appeared')).toBe(sum('appeared'));
    expect(figure(figures, 'passed')).toBe(sum('passed'));
    expect((await get('student', PASS_RATE_PATHS.figures)).statusCode).toBe(403);
  });

  it('reads only: a national officer records no dropout', async () => {
    const answer = await signedIn.api('ugcadmin', 'POST', dropoutContract.path, {});
    expect(answer.statusCode).toBe(403);
  });
});
