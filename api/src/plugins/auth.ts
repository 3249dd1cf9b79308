/**
 * Authentication and authorization. Every route under /api declares
 * `config: { auth: { permission } }` (a Permission, 'public' or 'authenticated'); a route without
 * it fails at registration. For protected routes the bearer token (HS256 JWT) is verified, its
 * session (jti) must be open, and the user's role and status are read from the database in one
 * indexed query, so role changes and sign-outs take effect on the next request. The same query
 * decides the route's permission from the database: the user's own exception (granted or
 * revoked) if there is one, else the role's permissions; and the module must be active. A granted
 * check is kept a few seconds (lib/session-cache.ts); every change of sessions, accounts,
 * permissions or modules in this process drops the kept checks, so it holds from the user's next
 * request, and one made by another process is heard through LISTEN and drops them within a second.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  MESSAGES,
  SESSION_LIFETIME_MS,
  scopeOfRole,
  type DataScope,
  type KnownRole,
  type Permission,
} from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { userSessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { sessionCacheOf, sessionsChanged } from '../lib/session-cache';
import { effectivePermissions, permissionHeld } from '../domains/permissions/repository';

export { effectivePermissions };

export interface RouteAuth {
  permission: Permission | 'public' | 'authenticated';
  /** Optional narrowing: only these data scopes may call the route. */
  scope?: readonly DataScope[];
}

/** An /api route and the permission it checks (the permission matrix is tested against these). */
export interface RoutePermission {
  method: string;
  url: string;
  permission: RouteAuth['permission'];
  /** Whether the route has a per-address limit (`config.rateLimit`). */
  rateLimited: boolean;
}

export interface AuthUser {
  id: number;
  email: string;
  role: KnownRole;
  universityId: number | null;
  campusId: number | null;
  jti: string;
}

/** What a repository needs to filter its queries to the caller's reach. */
export interface ScopeFilter {
  kind: DataScope;
  universityId: number | null;
  campusId: number | null;
  userId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The signed-in user, or null on public routes without a token. */
    authUser: AuthUser | null;
    /** The caller's data scope; throws 401 when nobody is signed in. */
    scope(): ScopeFilter;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; jti: string };
    user: { sub: string; jti: string };
  }
}

export function scopeOf(user: AuthUser): ScopeFilter {
  return {
    kind: scopeOfRole(user.role),
    universityId: user.universityId,
    campusId: user.campusId,
    userId: user.id,
  };
}

/** Signs a token for the user and opens its session row. */
export async function openSession(
  app: FastifyInstance,
  db: Database,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(userSessions).values({ jti, userId, expiresAt });
  const token = app.jwt.sign(
    { sub: String(userId), jti },
    { expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000) },
  );
  return { token, expiresAt };
}

export async function revokeSession(db: Database, jti: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.jti, jti), isNull(userSessions.revokedAt)));
  sessionsChanged(db);
}

/** Ends every open session of the user (but the one named in `except`, if given). */
export async function revokeAllSessions(
  db: Database,
  userId: number,
  except?: string,
): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        except ? ne(userSessions.jti, except) : undefined,
      ),
    );
  sessionsChanged(db);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Decorations shared by every context; call once on the root instance. */
export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('scope', function scope(this: FastifyRequest): ScopeFilter {
    if (!this.authUser) throw unauthorized();
    return scopeOf(this.authUser);
  });
}

/**
 * Adds the registration check and the request check to an encapsulated context (the /api one).
 */
/** The claims of a request's bearer token: its user and session (401 when missing or bad). */
export function tokenClaims(
  app: FastifyInstance,
  request: FastifyRequest,
): { userId: string; jti: string } {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  let payload: { sub?: unknown; jti?: unknown };
  try {
    payload = app.jwt.verify<{ sub: string; jti: string }>(token);
  } catch {
    throw unauthorized(MESSAGES.http.sessionEnded);
  }
  if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string') {
    throw unauthorized(MESSAGES.http.sessionEnded);
  }
  return { userId: payload.sub, jti: payload.jti };
}

/** A granted session check as kept by the session cache. */
interface GrantedSession {
  user: AuthUser;
  expiresAt: number;
}

/**
 * The user of an open session, with the route's permission decided in the same query: 401 when
 * the session has ended or the account is not active, 403 without the permission or scope.
 * A granted check is kept (lib/session-cache.ts) until its session expires, the cache's time
 * runs out or a change of sessions, accounts or permissions drops it.
 */
export async function sessionUser(
  db: Database,
  claims: { userId: string; jti: string },
  auth: RouteAuth,
): Promise<AuthUser> {
  const { permission } = auth;
  const cache = sessionCacheOf<GrantedSession>(db);
  const key = `${claims.jti}\u0000${claims.userId}\u0000${permission}`;
  const kept = cache.get(key);
  if (kept && kept.expiresAt > Date.now()) {
    if (auth.scope && !auth.scope.includes(scopeOfRole(kept.user.role))) throw forbidden();
    return { ...kept.user };
  }
  const since = cache.begin();
  const [row] = await db
    .select({
      allowed:
        permission === 'public' || permission === 'authenticated'
          ? sql<boolean>`true`
          : permissionHeld(users.id, users.role, users.campusId, permission),
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      universityId: users.universityId,
      campusId: users.campusId,
      expiresAt: userSessions.expiresAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.jti, claims.jti),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active' || String(row.id) !== claims.userId) {
    throw unauthorized(MESSAGES.http.sessionEnded);
  }
  if (auth.scope && !auth.scope.includes(scopeOfRole(row.role))) throw forbidden();
  if (row.allowed !== true) throw forbidden();
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    role: row.role,
    universityId: row.universityId,
    campusId: row.campusId,
    jti: claims.jti,
  };
  cache.set(key, { user, expiresAt: row.expiresAt.getTime() }, since);
  return user;
}

export function enforceAuth(api: FastifyInstance, db: Database, routes: RoutePermission[]): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    if (!auth || typeof auth.permission !== 'string') {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no auth config ` +
          `({ auth: { permission } } in its route config).`,
      );
    }
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        permission: auth.permission,
        rateLimited: Boolean(route.config?.rateLimit),
      });
    }
  });

  api.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config?.auth;
    // Unknown routes: the not-found handler answers. Public routes never look at tokens.
    if (!auth || auth.permission === 'public') return;
    request.authUser = await sessionUser(db, tokenClaims(api, request), auth);
  });
}
