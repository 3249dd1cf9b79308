/**
 * Setup, program setup and organizations (mfe-setup): the generic resource routes of each
 * contract (resources.ts) and the calls of spec section 7 that the old screens make, answered
 * as they expect (the GetAll* reads are plain arrays, scoped to the caller).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../lib/multipart';
import { MULTIPART_BODY_LIMIT } from '../../limits';
import { resolveScope } from '../../lib/resource/scope';
import { registerSetupResources } from './resources';
import { registerSetupFigures } from './figures';
import { registerOrganizationRoutes } from './organization-routes';
import { registerProgramReads } from './program-routes';
import { registerReferenceReads } from './reference-routes';
import { registerClientSetupReads } from '../../legacy-client/setup';

/** Response types come from the contracts at run time (documented); rows are plain objects here. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies (POST /Faculty is multipart in the spec; campus and university logos).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: {
      fields: 60,
      fieldSize: 10_000,
      files: 2,
      parts: 70,
      fileSize: MULTIPART_BODY_LIMIT,
    },
  });

  const resources = registerSetupResources(app);
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());
  registerSetupFigures(app, scopeOf);
  registerClientSetupReads(app, resources.majorSubject, scopeOf);

  registerProgramReads(app, resources, scopeOf);
  registerOrganizationRoutes(app, resources, scopeOf);
  registerReferenceReads(app, resources);
};
