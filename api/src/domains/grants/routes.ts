/**
 * The commission's grant releases (the organization section's Payment and the program section's
 * /payment): the GrantRelease resource, read by everyone who opens either section (within reach)
 * and written by the commission, and each grant's instalments under it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  GRANT_PATHS,
  grantInstalmentInputSchema,
  grantInstalmentParamsSchema,
  grantInstalmentRowSchema,
  grantReleaseContract,
  grantReleaseExtrasSchema,
  idParamSchema,
} from '@hemis/shared-contracts';
import { grantReleases } from '../../db/schema/grants';
import { forbidden, notFound } from '../../lib/errors';
import { registerMultipart } from '../../lib/multipart';
import { registerResource } from '../../lib/resource/register';
import {
  checkAmountCoversInstalments,
  deleteInstalment,
  listInstalments,
  saveInstalment,
  withInstalmentSums,
} from './instalments';
import { errorsWithoutConflict as errors, security } from '../../lib/route-kit';

const tags = ['publicFinance'];
/** Both sections that show grants read them: the program section's users hold program:view. */
const READ = { auth: { permission: 'organization:view' as const } };
/** An instalment is part of its grant: adding, changing or removing one edits the grant. */
const EDITING = { auth: { permission: 'publicFinance:edit' as const, scope: ['nation'] as const } };
const MESSAGE = z.object({ message: z.string() });

export const grantRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // The kit's writes take JSON or multipart bodies (the screens post JSON; no files here).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 40, fieldSize: 10_000, files: 0, parts: 40 },
  });

  const grants = registerResource(app, grantReleaseContract, grantReleases, {
    registry: app.hemis.resources,
    readPermission: 'organization:view',
    rowExtras: { schema: grantReleaseExtrasSchema, add: (rows) => withInstalmentSums(db, rows) },
    validate: async ({ existing, changes, values }) => {
      if (existing && changes.amount !== undefined) {
        await checkAmountCoversInstalments(db, Number(existing.id), Number(values.amount));
      }
    },
  });

  /** The grant `id` if the caller reads it (404 otherwise: a grant outside reach is not named). */
  const visibleGrant = async (request: FastifyRequest, id: number): Promise<number> => {
    const grant = await grants.findVisible(id, request.scope());
    if (!grant) throw notFound();
    return id;
  };
  const userOf = (request: FastifyRequest): number => {
    const user = request.authUser;
    if (!user) throw forbidden();
    return user.id;
  };

  app.get(
    GRANT_PATHS.instalments.route,
    {
      config: READ,
      schema: {
        tags,
        security,
        summary: 'A grant’s instalments in due-date order',
        params: idParamSchema,
        response: { 200: z.array(grantInstalmentRowSchema), ...errors },
      },
    },
    async (request) => listInstalments(db, await visibleGrant(request, request.params.id)),
  );

  app.post(
    GRANT_PATHS.instalments.route,
    {
      config: EDITING,
      schema: {
        tags,
        security,
        summary: 'Adds an instalment (the instalments may not add up to more than the grant)',
        params: idParamSchema,
        body: grantInstalmentInputSchema,
        response: { 201: z.array(grantInstalmentRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const id = await visibleGrant(request, request.params.id);
      await saveInstalment(db, id, request.body, userOf(request));
      return reply.code(201).send(await listInstalments(db, id));
    },
  );

  app.patch(
    GRANT_PATHS.instalment.route,
    {
      config: EDITING,
      schema: {
        tags,
        security,
        summary: 'Changes an instalment: its date, amount, status, release date or letter',
        params: grantInstalmentParamsSchema,
        body: grantInstalmentInputSchema,
        response: { 200: z.array(grantInstalmentRowSchema), ...errors },
      },
    },
    async (request) => {
      const id = await visibleGrant(request, request.params.id);
      await saveInstalment(db, id, request.body, userOf(request), request.params.instalmentId);
      return listInstalments(db, id);
    },
  );

  app.delete(
    GRANT_PATHS.instalment.route,
    {
      config: EDITING,
      schema: {
        tags,
        security,
        summary: 'Removes an instalment entered by mistake',
        params: grantInstalmentParamsSchema,
        response: { 200: MESSAGE, ...errors },
      },
    },
    async (request) => {
      const id = await visibleGrant(request, request.params.id);
      await deleteInstalment(db, id, request.params.instalmentId);
      return { message: 'Instalment deleted' };
    },
  );
};
