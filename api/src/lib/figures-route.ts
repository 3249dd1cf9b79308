/**
 * A section's figures route: the tile figures a home screen shows, read under the section's view
 * permission and scoped by the handler. Every section declares it alike, so it is declared here.
 */
import type { FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  sectionFiguresSchema,
  type Permission,
  type SectionFigures,
} from '@hemis/shared-contracts';
import type { ZodApp } from './resource/types';
import { security } from './route-kit';

export interface FiguresRoute {
  path: string;
  permission: Permission;
  tags: string[];
  /** What the figures are, for OpenAPI. */
  summary: string;
}

export function registerFiguresRoute(
  app: ZodApp,
  route: FiguresRoute,
  figuresOf: (request: FastifyRequest) => Promise<SectionFigures>,
): void {
  app.get(
    route.path,
    {
      config: { auth: { permission: route.permission } },
      schema: {
        tags: route.tags,
        security,
        summary: route.summary,
        response: { 200: sectionFiguresSchema, 403: apiErrorSchema },
      },
    },
    (request) => figuresOf(request),
  );
}
