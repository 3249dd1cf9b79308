/**
 * The earlier client's setup reads that our screens make another way: the major subjects of a
 * program (`GET /MajorSubject/by-program/{programId}`, a plain array), where our screens filter
 * the kit's list.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EARLIER_CLIENT_PATHS,
  apiErrorSchema,
  idValue,
  majorSubjectContract,
} from '@hemis/shared-contracts';
import { programs } from '../db/schema';
import { badRequest } from '../lib/errors';
import { rowsOf } from '../lib/typed-routes';
import type { ResourceHandle, ZodApp } from '../lib/resource/types';
import type { ScopeFilter } from '../plugins/auth';
import { CLIENT_TAG } from './reads';
import { security } from '../lib/route-kit';

export function registerClientSetupReads(
  app: ZodApp,
  majorSubject: ResourceHandle,
  scopeOf: (request: FastifyRequest) => Promise<ScopeFilter>,
): void {
  app.get(
    EARLIER_CLIENT_PATHS.majorSubjectsOfProgram.route,
    {
      config: { auth: { permission: `${majorSubjectContract.module}:view` } },
      schema: {
        tags: [CLIENT_TAG],
        security,
        summary: 'The major subjects of a program, a plain array (the client’s subject form)',
        params: z.strictObject({ programId: idValue('Program') }),
        response: { 200: z.array(majorSubjectContract.rowSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { programId } = request.params;
      const [program] = await app.db
        .select({ id: programs.id })
        .from(programs)
        .where(and(eq(programs.id, programId), isNull(programs.deletedAt)));
      if (!program) throw badRequest(undefined, { programId: 'No such program' });
      const listed = await majorSubject.list(
        await scopeOf(request),
        eq(majorSubject.columns.programId!, programId),
      );
      return rowsOf(majorSubjectContract.rowSchema, listed);
    },
  );
}
