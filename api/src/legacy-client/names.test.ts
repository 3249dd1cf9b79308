// The test helpers stand in for ESM-only modules of fastify's inject before it loads them.
import '../test/helpers';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseRenamer, declaredNames, matchNamesWithoutCase, trimmedPath } from './names';

describe('names matched without regard to case', () => {
  it('reads the names a schema declares through defaults, pipes and unions', () => {
    const paged = z
      .object({ page: z.coerce.number().default(1), pageSize: z.coerce.number().optional() })
      .transform((value) => value);
    expect(declaredNames(paged)).toEqual(['page', 'pageSize']);
    expect(
      declaredNames(z.union([z.object({ a: z.string() }), z.object({ B: z.string() })])),
    ).toEqual(['a', 'B']);
    expect(declaredNames(z.string())).toEqual([]);
  });

  it('renames only names declared in another case, never over an exact one', () => {
    const rename = caseRenamer(['fiscalYearId', 'CampusId', 'batchId'])!;
    const values: Record<string, unknown> = {
      fiscalyearid: '6',
      campusid: '49',
      batchID: 3,
      unknownName: 1,
    };
    rename(values);
    expect(values).toEqual({ fiscalYearId: '6', CampusId: '49', batchId: 3, unknownName: 1 });
    const both: Record<string, unknown> = { batchId: 1, BATCHID: 2 };
    rename(both);
    expect(both).toEqual({ batchId: 1, BATCHID: 2 });
  });

  it('lets a strict route take the names in any case, and still refuse unknown ones', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    matchNamesWithoutCase(app);
    app.withTypeProvider<ZodTypeProvider>().post(
      '/fee',
      {
        schema: {
          querystring: z.strictObject({ fiscalYearId: z.coerce.number() }),
          body: z.strictObject({ batchId: z.number(), amount: z.number() }),
        },
      },
      async (request) => ({ query: request.query, body: request.body }),
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/fee?FiscalYearID=6',
      payload: { BatchID: 3, amount: 15000 },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      query: { fiscalYearId: 6 },
      body: { batchId: 3, amount: 15000 },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/fee?fiscalYearId=6&other=1',
      payload: { batchId: 3, amount: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    await app.close();
  });
});

describe('a path ending in whitespace', () => {
  it('is trimmed before routing, its query kept', () => {
    expect(trimmedPath('/Employee/Report/Summary%0A')).toBe('/Employee/Report/Summary');
    expect(trimmedPath('/Employee/Report/Summary%0D%0A?campusId=49')).toBe(
      '/Employee/Report/Summary?campusId=49',
    );
    expect(trimmedPath('/A?q=%0A')).toBe('/A?q=%0A');
    expect(trimmedPath('/A/B')).toBe('/A/B');
  });
});
