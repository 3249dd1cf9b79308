/**
 * A campus's internal quality assurance committee (IQAC): its employees with their roles, one
 * chair. The campus names it (replaced whole); its university and the commission read it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACCREDITATION_PATHS,
  COMMITTEE_MESSAGES,
  qualityCommitteeInputSchema,
  qualityCommitteeSchema,
  type QualityCommittee,
} from '@hemis/shared-contracts';
import { z } from 'zod';
import { qualityCommitteeMembers } from '../../db/schema/accreditation';
import { employees } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { campusInReach } from '../returns/reach';
import { errors, security, tags, view, type ZodApp } from './route-kit';

async function committeeOf(db: DbOrTx, campusId: number): Promise<QualityCommittee> {
  const members = await db
    .select({
      employeeId: qualityCommitteeMembers.employeeId,
      name: sql<string>`coalesce(${employees.fullName}, '')`,
      role: qualityCommitteeMembers.role,
    })
    .from(qualityCommitteeMembers)
    .innerJoin(employees, eq(employees.id, qualityCommitteeMembers.employeeId))
    .where(eq(qualityCommitteeMembers.campusId, campusId))
    .orderBy(
      sql`case ${qualityCommitteeMembers.role} when 'chair' then 0 when 'secretary' then 1 else 2 end`,
      asc(employees.fullName),
    );
  return { campusId, members };
}

export function registerCommitteeRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(
    ACCREDITATION_PATHS.qualityCommittee,
    {
      config: view,
      schema: {
        tags,
        security,
        summary:
          'A campus’s internal quality assurance committee (the caller’s own, or `campusId`)',
        querystring: z.strictObject({ campusId: z.coerce.number().int().positive().optional() }),
        response: { 200: qualityCommitteeSchema, ...errors },
      },
    },
    async (request) => {
      const campus = await campusInReach(db, request.scope(), request.query.campusId);
      return committeeOf(db, campus.id);
    },
  );

  app.put(
    ACCREDITATION_PATHS.qualityCommittee,
    {
      config: { auth: { permission: 'accreditation:edit' as const, scope: ['campus'] as const } },
      schema: {
        tags,
        security,
        summary: 'The campus names its committee: its employees, one chair',
        body: qualityCommitteeInputSchema,
        response: { 200: qualityCommitteeSchema, ...errors },
      },
    },
    async (request) => {
      const campusId = request.scope().campusId;
      if (!campusId) throw forbidden();
      const ids = request.body.members.map((member) => member.employeeId);
      await db.transaction(async (tx) => {
        const own = ids.length
          ? await tx
              .select({ id: employees.id })
              .from(employees)
              .where(
                and(
                  inArray(employees.id, ids),
                  eq(employees.campusId, campusId),
                  isNull(employees.deletedAt),
                ),
              )
          : [];
        if (own.length !== ids.length)
          throw badRequest(COMMITTEE_MESSAGES.employee, { members: COMMITTEE_MESSAGES.employee });
        await tx
          .delete(qualityCommitteeMembers)
          .where(eq(qualityCommitteeMembers.campusId, campusId));
        if (ids.length)
          await tx
            .insert(qualityCommitteeMembers)
            .values(request.body.members.map((member) => ({ campusId, ...member })));
      });
      return committeeOf(db, campusId);
    },
  );
}
