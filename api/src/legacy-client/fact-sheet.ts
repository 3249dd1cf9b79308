/**
 * The earlier campus client's fact sheet: the campus's particulars and contacts, its students by
 * program and level, its teachers and non-teaching staff by post. The figures are report
 * sections in the caller's reach (ReportReader); a campus user reads their own campus, an
 * officer of a wider reach names a campus of it (`campusId`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPUS_MESSAGES, EARLIER_CLIENT_PATHS } from '@hemis/shared-contracts';
import { campuses, districts, provinces } from '../db/schema';
import { badRequest } from '../lib/errors';
import { clientFiltersSchema, clientRead, peopleOf } from './reads';
import { programsWithLevels } from './shapes';

const count = z.number().int();
const text = z.string().nullable();

const campusDetailsSchema = z.object({
  campusId: z.number().int(),
  campusName: z.string(),
  locality: text,
  province: text,
  district: text,
  localLevel: text,
  contactPhoneNo1: text,
  email: text,
  principalName: text,
  principalPhoneNo: text,
  principalEmail: text,
  contactName: text,
  contactEmail: text,
  contactPhoneNo: text,
});

export const clientFactSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.hemis.reports;
  const db = app.db;
  const paths = EARLIER_CLIENT_PATHS;

  app.get(
    paths.campusDetails,
    clientRead(
      'The campus of the fact sheet: its particulars, its chief and its contact person',
      clientFiltersSchema,
      campusDetailsSchema,
    ),
    async (request) => {
      // The context checks that a named campus is in the caller's reach (403 if not).
      const context = await reader.context(request.scope(), request.query);
      const campusId = context.filters.campusId ?? request.scope().campusId;
      if (!campusId) {
        throw badRequest(CAMPUS_MESSAGES.campusRequired, {
          campusId: CAMPUS_MESSAGES.campusRequired,
        });
      }
      const [campus] = await db
        .select({
          campusId: campuses.id,
          campusName: campuses.campusName,
          locality: campuses.address,
          province: provinces.name,
          district: districts.name,
          localLevel: campuses.localLevel,
          contactPhoneNo1: campuses.phone,
          email: campuses.email,
          principalName: campuses.chiefName,
          principalPhoneNo: campuses.chiefPhone,
          principalEmail: campuses.chiefEmail,
          contactName: campuses.focalPersonName,
          contactEmail: campuses.focalPersonEmail,
          contactPhoneNo: campuses.focalPersonPhone,
        })
        .from(campuses)
        .leftJoin(provinces, eq(provinces.id, campuses.provinceId))
        .leftJoin(districts, eq(districts.id, campuses.districtId))
        .where(eq(campuses.id, campusId));
      if (!campus) throw badRequest('No such campus', { campusId: 'No such campus' });
      return { ...campus, campusName: campus.campusName ?? '' };
    },
  );

  app.get(
    paths.studentsByProgramAndLevel,
    clientRead(
      'Students by program (with its level) and gender',
      clientFiltersSchema,
      z.array(
        z.object({ program: z.string(), level: text, male: count, female: count, total: count }),
      ),
    ),
    async (request) => {
      const answer = await reader.section(
        await reader.context(request.scope(), request.query),
        'studentsByProgram',
      );
      const programs = await programsWithLevels(
        db,
        answer.rows.map((row) => row.key),
      );
      return answer.rows.map((row) => ({
        program: row.group,
        level: (typeof row.key === 'number' && programs.get(row.key)?.level) || null,
        male: row.male,
        female: row.female,
        total: row.total,
      }));
    },
  );

  app.get(
    paths.teachersByPostAndGender,
    clientRead(
      'Teachers by post and gender',
      clientFiltersSchema,
      z.array(z.object({ position: z.string(), male: count, female: count, total: count })),
    ),
    async (request) => {
      const answer = await reader.section(
        await reader.context(request.scope(), request.query),
        'teachersByPost',
      );
      return answer.rows.map((row) => ({
        position: row.group,
        male: row.male,
        female: row.female,
        total: row.total,
      }));
    },
  );

  app.get(
    paths.nonTeachingPostSummary,
    clientRead(
      'Non-teaching staff by post and gender (the client may end this path with a newline)',
      clientFiltersSchema,
      z.array(
        z.object({
          post: z.object({ positionName: z.string() }),
          male: count,
          female: count,
          others: count,
          grandTotal: count,
        }),
      ),
    ),
    async (request) => {
      const answer = await reader.section(
        await reader.context(request.scope(), request.query),
        'nonTeachingByPost',
      );
      return answer.rows.map((row) => {
        const { male, female, others, total } = peopleOf(row);
        return { post: { positionName: row.group }, male, female, others, grandTotal: total };
      });
    },
  );
};
