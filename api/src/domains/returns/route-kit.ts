/** What every statistical-return route says about itself: its OpenAPI tags, security and errors, and the permission it checks. */
import { apiErrorSchema } from '@hemis/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The app as a route plugin of the type provider sees it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const tags = ['statistical returns'];
export const security = [{ bearer: [] }];
export const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const view = { auth: { permission: 'report:view' as const } };
export const edit = { auth: { permission: 'report:edit' as const, scope: ['campus'] as const } };
export const approve = { auth: { permission: 'report:approve' as const } };
export const commission = {
  auth: { permission: 'report:approve' as const, scope: ['nation'] as const },
};
export const exported = { auth: { permission: 'report:export' as const } };
