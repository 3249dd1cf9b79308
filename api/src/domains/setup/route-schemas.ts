/** What the setup route files share: their serializer and id schemas. */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { recordId } from '@hemis/shared-contracts';
import type { RouteAuth, ScopeFilter } from '../../plugins/auth';
import { plainSerializer } from '../../lib/resource/http';
import { security } from '../../lib/route-kit';

/** A setup route's options, answered as the spec's client reads it (the plain serializer). */
export const plainRoute = <Schema extends object>(
  auth: RouteAuth,
  tag: string,
  schema: Schema,
) => ({
  config: { auth },
  serializerCompiler: plainSerializer,
  schema: { tags: [tag], security, ...schema },
});
export const optionalId = recordId().optional();
/** A university's id in a path; 0 stands for the commission's own rows. */
export const universityParams = z.strictObject({
  universityId: recordId('University', { zero: true }),
});

/** The caller's scope of a request, with a campus user's university filled in. */
export type ScopeOf = (request: FastifyRequest) => Promise<ScopeFilter>;
