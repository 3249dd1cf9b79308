/**
 * The user routes of spec section 7: sign-in, student sign-up (multipart), forgot and reset
 * password; plus change password, profile and sign-out for signed-in users.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  BRANDING_CAMPUS_ID,
  MESSAGES,
  apiErrorSchema,
  changePasswordSchema,
  forgotPasswordQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  profileSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signUpSchema,
  type SessionUser,
  type SignedInUser,
} from '@hemis/shared-contracts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../lib/errors';
import { named } from '../../lib/plugin-name';
import { mailLanguageOf, mailTexts } from '../../lib/mail-language';
import { registerMultipart } from '../../lib/multipart';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { MULTIPART_BODY_LIMIT } from '../../limits';
import {
  effectivePermissions,
  openSession,
  revokeAllSessions,
  revokeSession,
} from '../../plugins/auth';
import { userAdminRoutes } from './admin-routes';
import { preferenceRoutes, preferencesOf } from './preferences';
import {
  accountType,
  audit,
  campusExists,
  consumeResetToken,
  createResetToken,
  createStudentAccount,
  findUserByEmail,
  findUserById,
  institutionOf,
  profileOf,
  recordSignIn,
  setPassword,
  updateProfile,
  type UserRow,
} from './repository';
import { security } from '../../lib/route-kit';

const messageSchema = z.object({ message: z.string() });
const signUpResponseSchema = z.object({ id: z.number().int(), message: z.string() });

function tooMany(retryAfter: number): HttpError {
  return new HttpError(429, MESSAGES.signIn.tooManyAttempts, undefined, {
    'retry-after': String(retryAfter),
  });
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /** What sign-in and the session read tell the browser about an account. */
  async function sessionUserOf(user: UserRow): Promise<SessionUser> {
    const [institution, permissions] = await Promise.all([
      institutionOf(app.db, user),
      effectivePermissions(app.db, user),
    ]);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      listUser: [{ roleName: user.role }],
      institution,
      universityId: user.universityId,
      campusId: user.campusId,
      type: accountType(user.role),
      permissions,
      preferences: preferencesOf(user),
    };
  }

  const { signInGuard, resetRequestsByEmail, mailer, config } = app.hemis;

  // The spec's forgot-password call posts an empty body; accept an empty JSON body as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      const body: unknown = JSON.parse(text);
      done(null, body);
    } catch {
      done(badRequest(MESSAGES.http.malformedJson), undefined);
    }
  });
  // Browsers' default for a body-less POST (axios with a null body) is an empty form body;
  // read a form body like JSON fields so the same strict schemas judge it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, raw, done) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      done(null, text.trim() === '' ? undefined : Object.fromEntries(new URLSearchParams(text)));
    },
  );
  await registerMultipart(app, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 10_000, files: 0, parts: 25, fileSize: MULTIPART_BODY_LIMIT },
  });

  app.post(
    API_PATHS.login,
    {
      config: { auth: { permission: 'public' } },
      schema: {
        tags: ['user'],
        summary: 'Sign in',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // Reserved before the password check, so parallel guesses cannot pass the limit.
      const attempt = await signInGuard.reserve(email, request.ip);
      if ('retryAfter' in attempt) throw tooMany(attempt.retryAfter);

      const user = await findUserByEmail(app.db, email);
      // Same work whether or not the account exists: no timing difference to learn from.
      const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !valid) throw unauthorized(MESSAGES.signIn.wrongCredentials);
      await signInGuard.succeeded(attempt);
      if (user.status === 'pending') throw forbidden(MESSAGES.signIn.notVerified);
      if (user.status === 'disabled') throw forbidden(MESSAGES.signIn.disabled);
      if (user.mustChangePassword) {
        const token = await createResetToken(app.db, user.id);
        return { name: 'verificationToken' as const, value: token };
      }
      const [{ token }, signedIn] = await Promise.all([
        openSession(app, app.db, user.id),
        sessionUserOf(user),
        recordSignIn(app.db, user.id),
      ]);
      const answer: SignedInUser = { ...signedIn, tokenString: token };
      return answer;
    },
  );

  app.get(
    API_PATHS.session,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user of the bearer token',
        security,
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const me = request.authUser;
      const user = me ? await findUserById(app.db, me.id) : null;
      if (!user) throw unauthorized(MESSAGES.http.sessionEnded);
      return sessionUserOf(user);
    },
  );

  app.post(
    API_PATHS.signUp,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.signUp },
      bodyLimit: MULTIPART_BODY_LIMIT,
      schema: {
        tags: ['user'],
        summary: 'Student sign-up (multipart/form-data; JSON also accepted)',
        consumes: ['multipart/form-data', 'application/json'],
        body: signUpSchema,
        response: {
          201: signUpResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const campusId = input.campusId ?? BRANDING_CAMPUS_ID;
      const campus = await campusExists(app.db, campusId);
      if (!campus) throw badRequest(MESSAGES.signUp.failure, { campusId: 'Campus not found.' });
      let userId: number;
      try {
        userId = await createStudentAccount(app.db, {
          firstName: input.firstName,
          middleName: input.middleName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          email: input.email,
          gender: input.gender,
          passwordHash: await hashPassword(input.password),
          campusId,
          universityId: campus.universityId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(MESSAGES.signUp.emailTaken, { email: MESSAGES.signUp.emailTaken });
        }
        throw error;
      }
      return reply.code(201).send({ id: userId, message: MESSAGES.signUp.success });
    },
  );

  app.post(
    API_PATHS.forgotPassword,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.passwordResetRequest },
      schema: {
        tags: ['user'],
        summary: 'Send a password reset link (201 whether or not the account exists)',
        querystring: forgotPasswordQuerySchema,
        response: { 201: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.query;
      const limited = (await resetRequestsByEmail.hit(email)) > 0;
      const user = limited ? null : await findUserByEmail(app.db, email);
      if (user && user.status !== 'disabled') {
        const token = await createResetToken(app.db, user.id);
        const link = `${config.publicUrl}/reset-password/${encodeURIComponent(user.email)}/${token}`;
        // In the account's language (English when it chose none).
        const t = mailTexts(mailLanguageOf(user.language));
        mailer.send({
          to: user.email,
          subject: t('HEMIS: reset your password'),
          text:
            `${t('Hello {{name}},', { name: user.firstName })}\n\n` +
            `${t('Someone (hopefully you) asked to reset the password of your HEMIS account.')}\n` +
            `${t('Open this link within 30 minutes to choose a new password:')}\n\n` +
            `${link}\n\n` +
            `${t('If you did not ask for this, ignore this e-mail: your password stays the same.')}\n`,
          links: [link],
        });
        await audit(app.db, {
          userId: user.id,
          action: 'reset-requested',
          entity: 'user',
          entityId: user.id,
        });
      }
      return reply.code(201).send({ message: MESSAGES.forgotPassword.success });
    },
  );

  app.post(
    API_PATHS.resetPassword,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['user'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: { 201: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, newPassword, resetToken } = request.body;
      const userId = await consumeResetToken(app.db, email, resetToken);
      if (userId === null) {
        throw badRequest(MESSAGES.resetPassword.invalidToken, {
          resetToken: MESSAGES.resetPassword.invalidToken,
        });
      }
      await setPassword(app.db, userId, await hashPassword(newPassword));
      await revokeAllSessions(app.db, userId);
      await audit(app.db, { userId, action: 'password-reset', entity: 'user', entityId: userId });
      return reply.code(201).send({ message: MESSAGES.resetPassword.signInWithNewPassword });
    },
  );

  app.post(
    API_PATHS.changePassword,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags: ['user'],
        security,
        body: changePasswordSchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const me = request.authUser;
      if (!me) throw unauthorized();
      const user = await findUserById(app.db, me.id);
      if (!user) throw unauthorized(MESSAGES.http.sessionEnded);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw badRequest(MESSAGES.changePassword.currentWrong, {
          currentPassword: MESSAGES.changePassword.currentWrong,
        });
      }
      await setPassword(app.db, user.id, await hashPassword(request.body.newPassword));
      await revokeAllSessions(app.db, user.id, me.jti);
      await audit(app.db, {
        userId: user.id,
        action: 'password-changed',
        entity: 'user',
        entityId: user.id,
      });
      return { message: MESSAGES.changePassword.success };
    },
  );

  app.get(
    API_PATHS.profile,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: { tags: ['user'], security, response: { 200: profileSchema } },
    },
    async (request) => {
      const me = request.authUser;
      const user = me ? await findUserById(app.db, me.id) : null;
      if (!user) throw notFound();
      return profileOf(app.db, user);
    },
  );

  app.patch(
    API_PATHS.profile,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: {
        tags: ['user'],
        security,
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const me = request.authUser;
      const user = me ? await updateProfile(app.db, me.id, request.body) : null;
      if (!user) throw notFound();
      await audit(app.db, {
        userId: user.id,
        action: 'profile-updated',
        entity: 'user',
        entityId: user.id,
      });
      return profileOf(app.db, user);
    },
  );

  app.post(
    API_PATHS.logout,
    {
      config: { auth: { permission: 'authenticated' } },
      schema: { tags: ['user'], security, response: { 200: messageSchema } },
    },
    async (request) => {
      const me = request.authUser;
      if (me) await revokeSession(app.db, me.jti);
      return { message: 'Signed out.' };
    },
  );

  // User management: accounts, their status, passwords and permission exceptions.
  await app.register(named(userAdminRoutes));
  await app.register(named(preferenceRoutes));
};
