/**
 * A signed-in user's language and digits, kept on the server so they follow the user to any
 * browser: GET and PATCH /User/Preferences, and what sign-in tells the browser.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  isLanguage,
  preferencesSchema,
  preferencesUpdateSchema,
  type Preferences,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { security } from '../../lib/route-kit';

/** The preferences an account row holds (anything unknown reads as the defaults). */
export function preferencesOf(row: { language: string | null; digits: string }): Preferences {
  return {
    language: isLanguage(row.language) ? row.language : null,
    digits: row.digits === 'devanagari' ? 'devanagari' : 'latin',
  };
}

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  async function read(db: Database, userId: number): Promise<Preferences | null> {
    const [row] = await db
      .select({ language: users.language, digits: users.digits })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row ? preferencesOf(row) : null;
  }

  app.get(
    API_PATHS.preferences,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: { tags: ['user'], security, response: { 200: preferencesSchema } },
    },
    async (request) => {
      const found = request.authUser ? await read(app.db, request.authUser.id) : null;
      if (!found) throw notFound();
      return found;
    },
  );

  app.patch(
    API_PATHS.preferences,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags: ['user'],
        security,
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw notFound();
      const { language, digits } = request.body;
      if (language === undefined && digits === undefined) {
        const found = await read(app.db, me.id);
        if (!found) throw notFound();
        return found;
      }
      const [row] = await app.db
        .update(users)
        .set({
          ...(language !== undefined ? { language } : {}),
          ...(digits !== undefined ? { digits } : {}),
        })
        .where(and(eq(users.id, me.id), isNull(users.deletedAt)))
        .returning({ language: users.language, digits: users.digits });
      if (!row) throw notFound();
      return preferencesOf(row);
    },
  );
};
