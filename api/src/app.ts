/**
 * buildApp(options): the whole server as a Fastify instance (no listening), used by server.ts and
 * by the tests through `app.inject`. Layout: security headers, OpenAPI, the /api context (every
 * route declares its auth; domains are plugins under domains/<name>/), then static serving.
 */
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE, mapTileOrigin, type DocumentKind } from '@hemis/shared-contracts';
import type { AppConfig } from './config';
import { accreditationRoutes } from './domains/accreditation/routes';
import { API_COMPRESSION } from './plugins/compress';
import { registerIdempotency } from './plugins/idempotency';
import { registerLanguage } from './plugins/language';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import type { TableVersions } from './lib/table-changes';
import {
  ensureDemoFiles,
  isEmptyDatabase,
  seedDemo,
  seedFirstAdmin,
  seedReferenceData,
} from './db/seed';
import { SignInGuard, WindowLimiter } from './lib/limiter';
import { registerRateLimits } from './lib/rate-limits';
import { KeptReads } from './lib/kept-reads';
import { createMailer, type Mailer } from './lib/mailer';
import { hashPassword } from './lib/passwords';
import { decorateAuth, enforceAuth, type RoutePermission } from './plugins/auth';
import { errorHandler } from './plugins/errors';
import { manualPlugin } from './plugins/manual';
import { staticPlugin } from './plugins/static';
import { campusRoutes } from './domains/campus/routes';
import { dashboardRoutes } from './domains/dashboard/routes';
import { ReportReader } from './domains/reports/reader';
import { reportRoutes } from './domains/reports/routes';
import { READY_TIMEOUT_MS, healthRoutes } from './domains/health/routes';
import { AppMetrics } from './lib/metrics';
import { within } from './lib/within';
import { named } from './lib/plugin-name';
import { ZOD_SCHEMAS_ONLY } from './lib/typed-routes';
import { countRequests, importJobCounts, metricsRoutes } from './plugins/metrics';
import { answerRequestId, requestIdOf } from './plugins/request-id';
import { IMPORT_STALE_MS, recoverImportJobs } from './domains/students/import-jobs';
import { setupRoutes } from './domains/setup/routes';
import { financeRoutes } from './domains/finance/routes';
import { grantRoutes } from './domains/grants/routes';
import { employeeRoutes } from './domains/employees/routes';
import { infrastructureRoutes } from './domains/infrastructure/routes';
import { studentRoutes } from './domains/students/routes';
import { passRateRoutes } from './domains/passrate/routes';
import { researchRoutes } from './domains/research/routes';
import { signedReturnRoutes } from './domains/reports/signed-returns';
import { returnRoutes } from './domains/returns/routes';
import type { ResourceRegistry } from './lib/resource/register';
import { draftRoutes } from './domains/drafts/routes';
import { gradingRoutes } from './domains/exams/grading';
import { examResultRoutes } from './domains/exams/results-routes';
import { accountRoutes } from './domains/accounts/routes';
import { examRoutes } from './domains/exams/routes';
import { verificationRoutes, type DocumentVerifier } from './lib/verification';
import { userRoutes } from './domains/users/routes';
import { permissionRoutes } from './domains/permissions/routes';
import { clientDashboardRoutes } from './legacy-client/dashboard';
import { clientLeavingRoutes } from './legacy-client/leaving';
import { clientCampusReportRoutes } from './legacy-client/campus-report';
import { clientFactSheetRoutes } from './legacy-client/fact-sheet';
import { clientAccreditationRoutes } from './legacy-client/accreditation';
import { clientStatisticalReturnRoutes } from './legacy-client/statistical-return';
import { clientResearchRoutes } from './legacy-client/research-publication';
import { matchNamesWithoutCase, trimmedPath } from './legacy-client/names';
import { campusModuleRoutes } from './domains/permissions/campus-modules';

import { JSON_BODY_LIMIT } from './limits';

export interface AppOptions extends AppConfig {
  /** An already opened (and migrated) database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** More plugins for the /api context (tests; they go through the same auth layer). */
  extraApiPlugins?: FastifyPluginAsync[];
  /**
   * The database is a copy of one this code prepared (the tests' template): its reference data
   * is current, so the start does not write it again.
   */
  referenceDataCurrent?: boolean;
}

export interface AppServices {
  config: AppConfig;
  /**
   * Campus records read on every page load (branding), kept while their tables stand: a change
   * by any process drops them (lib/kept-reads).
   */
  campusCache: KeptReads;
  /** Which tables have changed, by any process (lib/table-changes): caches of reads check it. */
  tableVersions: TableVersions;
  /** PGlite: the data directory as a tar, for `npm run backup` (ops/data-folder). */
  dumpDataDir?: () => Promise<Uint8Array>;
  mailer: Mailer;
  uploadsDir: string;
  /** Whether this start filled an empty database (demo data or the first SuperAdmin). */
  prepared: 'seeded' | 'kept';
  signInGuard: SignInGuard;
  /** Reset mails per e-mail address (the route's per-address limit is the other bound). */
  resetRequestsByEmail: WindowLimiter;
  /**
   * Every registered resource by name (filled as the domains register theirs): reference
   * checks and labels reach across domains, e.g. an employee's post, faculty and campus.
   */
  resources: ResourceRegistry;
  /** Every /api route and the permission it checks, as registered. */
  routePermissions: RoutePermission[];
  /** The verifier of each kind of printed document, added by the domain that prints it. */
  documentVerifiers: Map<DocumentKind, DocumentVerifier>;
  /** The report engine, with its kept answers: every route that reads report figures. */
  reports: ReportReader;
  /** What /api/metrics answers (this app's registry: requests, pool, jobs, mails). */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    hemis: AppServices;
  }
}

/**
 * Reference data always (unless `referenceDataCurrent`); the demo set only into an empty database
 * in demo mode.
 */
export async function prepareDatabase(
  db: Database,
  config: AppConfig,
  { referenceDataCurrent = false }: { referenceDataCurrent?: boolean } = {},
): Promise<'seeded' | 'kept'> {
  if (!referenceDataCurrent) await seedReferenceData(db);
  if (config.mode === 'demo') {
    ensureDemoFiles(path.join(config.dataDir, 'uploads'));
    if (await isEmptyDatabase(db)) {
      await seedDemo(db, config.demoPassword);
      return 'seeded';
    }
    return 'kept';
  }
  if (config.firstAdmin) {
    const created = await seedFirstAdmin(
      db,
      config.firstAdmin.email,
      await hashPassword(config.firstAdmin.password),
    );
    return created ? 'seeded' : 'kept';
  }
  return 'kept';
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, logger, extraApiPlugins = [], referenceDataCurrent, ...config } = options;
  const handle =
    database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    ));
  const prepared = await prepareDatabase(handle.db, config, { referenceDataCurrent });
  // Student imports a stopped process left: PGlite's data folder is this process's alone, so
  // each running one was interrupted; on a shared PostgreSQL server only stale ones are.
  await recoverImportJobs(handle.db, handle.kind === 'pglite' ? {} : { staleMs: IMPORT_STALE_MS });

  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: (request) => trimmedPath(request.url ?? '/'),
    // The caller's X-Request-Id when well-formed, else a new one (plugins/request-id).
    genReqId: requestIdOf,
    // zod's compilers, set below, and never fastify's defaults.
    schemaController: ZOD_SCHEMAS_ONLY,
  }).withTypeProvider<ZodTypeProvider>();

  // First of the hooks: every later one, and the handler, runs inside the request's id.
  answerRequestId(app, handle.kind === 'postgres');
  const metrics = new AppMetrics({
    databaseKind: handle.kind,
    poolUse: handle.poolUse,
    // Bounded: a hung database must not hold the scrape (the figure is left out instead).
    importJobs: () => within(importJobCounts(handle.db), READY_TIMEOUT_MS),
    onCollectError: (error) => app.log.warn({ err: error }, 'a metric could not be read'),
  });
  countRequests(app, metrics);

  handle.tableVersions.onHearing = (heard, error) => {
    if (heard) app.log.info('table changes of other processes are heard again');
    else {
      app.log.warn(
        { err: error },
        'table changes of other processes cannot be heard: lists and labels are read afresh until they are',
      );
    }
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const uploadsDir = path.join(config.dataDir, 'uploads');
  app.decorate('db', handle.db);
  app.decorate('hemis', {
    config,
    uploadsDir,
    prepared,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
      outcomes: { sent: () => metrics.mailsSent.inc(), failed: () => metrics.mailsFailed.inc() },
    }),
    campusCache: new KeptReads(handle.tableVersions, [
      'campuses',
      'universities',
      'districts',
      'provinces',
    ]),
    tableVersions: handle.tableVersions,
    dumpDataDir: handle.dumpDataDir,
    resources: new Map(),
    routePermissions: [],
    documentVerifiers: new Map(),
    reports: new ReportReader(handle.db, handle.tableVersions, {
      keepAnswers: config.keepReportAnswers !== false,
    }),
    metrics,
    signInGuard: new SignInGuard(handle.db, config.signInLimits),
    resetRequestsByEmail: new WindowLimiter(
      handle.db,
      'reset requests',
      config.signInLimits.perEmail,
      config.signInLimits.windowMs,
    ),
  });
  decorateAuth(app);

  app.addHook('onClose', async () => {
    await app.hemis.mailer.idle();
    if (!database) await handle.close();
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (cssinjs) writes inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles for a campus's GPS location, from the configured tile server (MAP_TILE_URL;
        // the screen falls back to the coordinates when they cannot load).
        imgSrc: ["'self'", 'data:', 'blob:', mapTileOrigin(config.clientConfig.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // PDF previews (identity cards) are shown in a frame from a blob: URL the page made.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        // The /esewa page posts the payment form to eSewa (or the local sandbox).
        formAction: [
          "'self'",
          ...(config.esewa?.formUrl ? [new URL(config.esewa.formUrl).origin] : []),
        ],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Pages of the listed origins (an integrator's site embedding a module) may call the API with
  // a bearer token and read downloads' file names; any other origin gets no CORS headers, so its
  // browser refuses the answers. No cookies are involved: the API's sessions are bearer tokens.
  // With none listed (the usual deployment) the plugin is left out, which spares every request
  // its hook.
  const corsOrigins = new Set(config.corsOrigins);
  if (corsOrigins.size > 0) {
    await app.register(fastifyCors, {
      origin: [...corsOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
      exposedHeaders: ['Content-Disposition'],
      credentials: false,
      maxAge: 600,
    });
  }

  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  await registerRateLimits(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HEMIS API',
        description: 'Higher-education management information system',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs` });

  await app.register(
    named(async function underApiBase(api: FastifyInstance) {
      // Before compression: the answer kept for a repeated key is the one before it is packed.
      registerIdempotency(api, handle.db);
      registerLanguage(api);
      await api.register(fastifyCompress, API_COMPRESSION);
      enforceAuth(api, handle.db, app.hemis.routePermissions);
      matchNamesWithoutCase(api);
      // Each domain's routes, in this order, each under its own name (lib/plugin-name.ts).
      for (const routes of [
        healthRoutes,
        metricsRoutes,
        userRoutes,
        permissionRoutes,
        campusModuleRoutes,
        campusRoutes,
        dashboardRoutes,
        reportRoutes,
        clientDashboardRoutes,
        clientLeavingRoutes,
        clientCampusReportRoutes,
        clientFactSheetRoutes,
        clientAccreditationRoutes,
        clientStatisticalReturnRoutes,
        clientResearchRoutes,
        setupRoutes,
        employeeRoutes,
        studentRoutes,
        financeRoutes,
        grantRoutes,
        infrastructureRoutes,
        draftRoutes,
        accountRoutes,
        gradingRoutes,
        examResultRoutes,
        examRoutes,
        // The one verification page of every printed document, each kind from its domain.
        verificationRoutes,
        passRateRoutes,
        researchRoutes,
        signedReturnRoutes,
        returnRoutes,
        accreditationRoutes,
        ...extraApiPlugins,
      ]) {
        await api.register(named(routes));
      }
    }),
    { prefix: API_BASE },
  );

  await app.register(named(manualPlugin), {
    manualDir: path.join(config.staticRoot, 'docs', 'user-manual'),
  });

  await app.register(named(staticPlugin), {
    staticRoot: config.staticRoot,
    uploadsDir,
    remotesJsonFile: config.remotesJsonFile,
    clientConfig: config.clientConfig,
    crossOrigin: corsOrigins.size > 0,
  });

  return app;
}
