/**
 * Grading schemes (kit routes under /GradingScheme) and the scheme a result is computed with:
 * the nearest of a level's schemes of the kind its program needs (its university's, else the
 * commission's default).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import {
  GRADING_SCHEME_MESSAGES,
  gradingRulesOf,
  gradingSchemeContract,
  nearestOwnerRow,
  type GradingRules,
  type GradingSchemeKind,
} from '@hemis/shared-contracts';
import { campuses, gradingSchemes } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { registerMultipart } from '../../lib/multipart';
import { registerResource } from '../../lib/resource/register';
import { readCondition } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';

export const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kit's resource routes read form posts too (no files).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 20, fieldSize: 10_000, files: 0, parts: 20 },
  });
  registerResource(app, gradingSchemeContract, gradingSchemes, {
    registry: app.hemis.resources,
    validate: async ({ scope }) => {
      if (scope.kind === 'campus') throw forbidden(GRADING_SCHEME_MESSAGES.campusCannotSet);
    },
  });
};

/** Where a result is graded: a campus (its university follows), or a university's own board. */
export type GradingPlace = { campusId: number } | { universityId: number | null };

export interface SchemeFound {
  id: number;
  universityId: number | null;
  campusId: number | null;
  rules: GradingRules;
}

/**
 * The scheme of a level and kind that applies at a place, or undefined when none does. A nearest
 * scheme stored invalid counts as none (never silently replaced by a farther owner's).
 */
export async function schemeFor(
  db: DbOrTx,
  place: GradingPlace,
  levelId: number,
  kind: GradingSchemeKind,
): Promise<SchemeFound | undefined> {
  let scope: ScopeFilter;
  if ('campusId' in place) {
    const [campus] = await db
      .select({ universityId: campuses.universityId })
      .from(campuses)
      .where(eq(campuses.id, place.campusId))
      .limit(1);
    if (!campus) return undefined;
    scope = {
      kind: 'campus',
      campusId: place.campusId,
      universityId: campus.universityId,
      userId: 0,
    };
  } else if (place.universityId !== null) {
    scope = { kind: 'university', universityId: place.universityId, campusId: null, userId: 0 };
  } else {
    scope = { kind: 'nation', universityId: null, campusId: null, userId: 0 };
  }
  const rows = await db
    .select()
    .from(gradingSchemes)
    .where(
      and(
        isNull(gradingSchemes.deletedAt),
        eq(gradingSchemes.levelId, levelId),
        eq(gradingSchemes.kind, kind),
        scope.kind === 'nation'
          ? and(isNull(gradingSchemes.universityId), isNull(gradingSchemes.campusId))
          : readCondition(
              'institution',
              { campusId: gradingSchemes.campusId, universityId: gradingSchemes.universityId },
              scope,
            ),
      ),
    );
  const nearest = nearestOwnerRow(rows, 'campusId' in place ? place.campusId : null);
  const rules = nearest ? gradingRulesOf(nearest) : null;
  if (!nearest || !rules) return undefined;
  return { id: nearest.id, universityId: nearest.universityId, campusId: nearest.campusId, rules };
}
