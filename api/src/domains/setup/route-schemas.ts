/** What the setup route files share: their security, serializer and id schemas. */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { recordId } from '@hemis/shared-contracts';
import type { ScopeFilter } from '../../plugins/auth';

export const security = [{ bearer: [] }];
export { plainSerializer } from '../../lib/resource/http';
export const optionalId = recordId().optional();
/** A university's id in a path; 0 stands for the commission's own rows. */
export const universityParams = z.strictObject({
  universityId: recordId('University', { zero: true }),
});

/** The caller's scope of a request, with a campus user's university filled in. */
export type ScopeOf = (request: FastifyRequest) => Promise<ScopeFilter>;
