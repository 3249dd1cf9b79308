/**
 * Drafts of multi-step forms, per signed-in user and form:
 *   GET    /Draft/:form   the saved draft (404 when there is none)
 *   PUT    /Draft/:form   save (replace) it; answers the draft
 *   DELETE /Draft/:form   discard it
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  DRAFT_MESSAGES,
  apiErrorSchema,
  draftParamsSchema,
  draftSaveSchema,
  draftSchema,
  type Draft,
  type DraftForm,
} from '@hemis/shared-contracts';
import { formDrafts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { security } from '../../lib/route-kit';

const tags = ['drafts'];
const auth = { auth: { permission: 'authenticated' as const } };

export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const mine = (userId: number, form: DraftForm) =>
    and(eq(formDrafts.userId, userId), eq(formDrafts.form, form));

  app.get(
    API_PATHS.draft.route,
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'My saved draft of a multi-step form',
        params: draftParamsSchema,
        response: { 200: draftSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<Draft> => {
      const { form } = request.params;
      const [draft] = await db
        .select()
        .from(formDrafts)
        .where(mine(request.scope().userId, form))
        .limit(1);
      if (!draft) throw notFound(DRAFT_MESSAGES.notFound);
      return {
        form,
        step: draft.step,
        values: draft.data,
        updatedAt: draft.updatedAt.toISOString(),
      };
    },
  );

  app.put(
    API_PATHS.draft.route,
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'Save my draft of a multi-step form (replaces the saved one)',
        params: draftParamsSchema,
        body: draftSaveSchema,
        response: { 200: draftSchema, 400: apiErrorSchema },
      },
    },
    async (request): Promise<Draft> => {
      const { form } = request.params;
      const { step, values } = request.body;
      const userId = request.scope().userId;
      const updatedAt = new Date();
      await db
        .insert(formDrafts)
        .values({ userId, form, step, data: values, updatedAt })
        .onConflictDoUpdate({
          target: [formDrafts.userId, formDrafts.form],
          set: { step, data: values, updatedAt },
        });
      return { form, step, values, updatedAt: updatedAt.toISOString() };
    },
  );

  app.delete(
    API_PATHS.draft.route,
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'Discard my draft of a multi-step form',
        params: draftParamsSchema,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { form } = request.params;
      await db.delete(formDrafts).where(mine(request.scope().userId, form));
      return { message: DRAFT_MESSAGES.deleted };
    },
  );
};
