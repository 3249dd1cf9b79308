/**
 * A campus's research, publications and fellowships (mfe-reports' /research): the kit's routes
 * of the Research resource (list, .xlsx export, one, add, change, delete) and the documents kept
 * against each activity, scoped like every campus record: a campus its own, a university its
 * campuses', the commission every one. The teacher named is one of the campus's teaching staff
 * (the `Teacher` references of the teaching load); the fields an activity does not have are
 * stored empty.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EARLIER_CLIENT_PATHS,
  RESEARCH_DOCUMENT_TYPES,
  RESEARCH_PATHS,
  researchContract,
  researchFieldsCleared,
} from '@hemis/shared-contracts';
import { research } from '../../db/schema';
import { registerDocuments } from '../../lib/documents';
import { registerResource } from '../../lib/resource/register';
import { CLIENT_TAG } from '../../legacy-client/reads';

export const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  const handle = registerResource(app, researchContract, research, {
    registry: app.hemis.resources,
    // A publication keeps no sponsor, a research no journal: whatever else was sent is dropped.
    validate: async ({ values }) => researchFieldsCleared(values.activityType),
    // The earlier client's list (its other calls: legacy-client/research-publication.ts).
    clientList: { paths: [EARLIER_CLIENT_PATHS.researchPublication], tag: CLIENT_TAG },
  });
  await registerDocuments(app, {
    entity: researchContract.name,
    paths: RESEARCH_PATHS,
    handle,
    types: RESEARCH_DOCUMENT_TYPES,
  });
};
