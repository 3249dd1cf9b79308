/**
 * A campus's infrastructure registers (mfe-setup's infrastructure screens): the kit's routes of
 * each register (list, .xlsx export, one, add, change, delete), the documents kept against each
 * row (a land ownership certificate, a building completion certificate) and the section home's
 * figures, all scoped: a campus its own, a university its campuses', the commission every one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EARLIER_CLIENT_PATHS,
  INFRASTRUCTURE_DOCUMENT_TYPES,
  INFRASTRUCTURE_PATHS,
  apiErrorSchema,
  buildingContract,
  equipmentContract,
  facilityContract,
  hostelContract,
  labContract,
  landContract,
  libraryContract,
  sectionFiguresSchema,
  type FieldSpec,
  type Ownership,
  type ResourceContract,
} from '@hemis/shared-contracts';
import { buildings, equipment, facilities, hostels, labs, lands, libraries } from '../../db/schema';
import { checkAddresses } from '../../lib/address';
import { registerDocuments } from '../../lib/documents';
import {
  registerResource,
  type ResourceHandle,
  type ResourceOptions,
} from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import { CLIENT_TAG } from '../../legacy-client/reads';
import { infrastructureFigures } from './figures';
import { landAreaOf } from './land';
import { security } from '../../lib/route-kit';

export const infrastructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = app.hemis.resources;
  const register = <F extends Record<string, FieldSpec>, O extends Ownership>(
    contract: ResourceContract<F, O>,
    table: Parameters<typeof registerResource>[2],
    extra: Omit<ResourceOptions, 'registry'> = {},
  ): ResourceHandle => registerResource(app, contract, table, { registry, ...extra });

  /** The list under the earlier client's name too. */
  const clientList = (path: string) => ({ clientList: { paths: [path], tag: CLIENT_TAG } });
  const client = EARLIER_CLIENT_PATHS;

  const land = register(landContract, lands, {
    ...clientList(client.lands),
    validate: async ({ values, changes, existing }) => ({
      ...checkAddresses(['location'], values, changes, !existing),
      ...landAreaOf(values),
    }),
  });
  // The registers in the order their document routes are registered (the record below holds
  // exactly these).
  const kinds = [
    'land',
    'building',
    'lab',
    'hostel',
    'facility',
    'library',
    'equipment',
  ] as const satisfies readonly (keyof typeof INFRASTRUCTURE_PATHS)[];
  const registers: Record<(typeof kinds)[number], ResourceHandle> = {
    land,
    building: register(buildingContract, buildings, clientList(client.buildings)),
    lab: register(labContract, labs, clientList(client.labs)),
    hostel: register(hostelContract, hostels, clientList(client.hostels)),
    facility: register(facilityContract, facilities, {
      ...clientList(client.facilities),
      // The name of an "other" facility only: a listed facility keeps none.
      validate: async ({ values }) => (values.facility === 'other' ? {} : { otherFacility: null }),
    }),
    library: register(libraryContract, libraries),
    equipment: register(equipmentContract, equipment, clientList(client.equipment)),
  };

  for (const key of kinds) {
    const handle = registers[key];
    const entity = handle.contract.name;
    await registerDocuments(app, {
      entity,
      paths: INFRASTRUCTURE_PATHS[key],
      handle,
      types: INFRASTRUCTURE_DOCUMENT_TYPES[entity] ?? [],
    });
  }

  app.get(
    INFRASTRUCTURE_PATHS.figures,
    {
      config: { auth: { permission: 'infrastructure:view' } },
      schema: {
        tags: ['infrastructure'],
        security,
        summary: "The infrastructure home's totals over the caller's campuses",
        response: { 200: sectionFiguresSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      infrastructureFigures(app.db, await resolveScope(app.db, request.scope()), registers),
  );
};
