import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/index';
import { createMailer, type Mailer } from './domain/mail/index';
import { startCacheBus } from './lib/cache-bus';
import { enableReaderCache } from './lib/reader-cache';
import { redactUrl } from './lib/redact-url';
import { s3Storage, useObjectStorage } from './lib/storage';
import { installArabicZodMessages } from './lib/zod-arabic';
import { installAuth } from './plugins/auth';
import { installCompression } from './plugins/compress';
import { installErrorHandler } from './plugins/error-handler';
import { installIdempotency } from './plugins/idempotency';
import { installInputGuard } from './plugins/input-guard';
import { installJsonParser } from './plugins/json-parser';
import { installRateLimits } from './plugins/rate-limit';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { clientErrorHandler, frameworkErrors } from './plugins/router-errors';
import { installSecurityHeaders } from './plugins/security-headers';
import { installStatic } from './plugins/serve-static';
import devOutboxRoutes from './routes/app/dev-outbox';
import appRoutes from './routes/app/index';
import attachmentRoutes from './routes/attachments/index';
import authRoutes from './routes/auth/index';
import bankRoutes from './routes/bank-questions/index';
import courseRoutes from './routes/courses/index';
import examRoutes from './routes/exams/index';
import homeRoutes from './routes/home/index';
import lectureRoutes from './routes/lectures/index';
import mfeHealthRoutes from './routes/mfe-health/index';
import notificationRoutes from './routes/notifications/index';
import outletRoutes from './routes/outlets/index';
import passwordRoutes from './routes/password/index';
import paymentRoutes from './routes/payments/index';
import profileRoutes from './routes/profile/index';
import staffRoutes from './routes/staff/index';
import supportRoutes from './routes/support/index';
import teacherRoutes from './routes/teachers/index';
import verifyRoutes from './routes/verify/index';
import videoRoutes from './routes/video/index';
import walletRoutes from './routes/wallet/index';
import welcomeRoutes from './routes/welcome/index';

/** JSON bodies above this are refused with 413 (uploads have their own per-file limit). */
export const BODY_LIMIT = 256 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Cache each reader's catalogue state on PGlite (lib/reader-cache.ts); default on. */
  readerCache?: boolean;
  /** Rate-limit counters (in memory by default; e.g. a Redis store behind several instances). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Where the JSON log lines go (stdout by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The server's time for exam deadlines (default: the system clock). */
  clock?: () => Date;
}

/** Every /v1 route plugin, in one list: a new routes/<area>/ is added here. */
const V1_ROUTES = [
  appRoutes,
  homeRoutes,
  welcomeRoutes,
  authRoutes,
  verifyRoutes,
  passwordRoutes,
  profileRoutes,
  notificationRoutes,
  courseRoutes,
  lectureRoutes,
  videoRoutes,
  teacherRoutes,
  walletRoutes,
  paymentRoutes,
  examRoutes,
  supportRoutes,
  attachmentRoutes,
  bankRoutes,
  outletRoutes,
  mfeHealthRoutes,
  staffRoutes,
];

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  installArabicZodMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the logs (nor the hand-off and reset tokens of urls).
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    // A request (headers and body) not all received within requestTimeoutMs is answered 408 and
    // closed; a connection silent for twice that closes, an idle keep-alive one after 10 s.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: 10_000,
    // Node looks for late requests every 30 s by default: a slow client could last that much longer.
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs / 4),
    },
    // The longest valid path parameter is a reset token (200 characters, shared schema).
    routerOptions: { maxParamLength: 256 },
    // Router-level failures and what Node's parser refuses: the documented error shape and the
    // security headers, like every other answer (plugins/router-errors.ts).
    frameworkErrors: frameworkErrors(config.s3),
    clientErrorHandler: clientErrorHandler(config.s3),
    trustProxy: process.env.TRUST_PROXY === '1',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: !config.production }));
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      print: config.nodeEnv === 'development',
    });
  // First, so every answer (routes, static files, errors, 404s) carries the headers.
  await installSecurityHeaders(app, config.s3);
  // Several instances (REDIS_URL): one count per limit across all of them (docs/deploy.md).
  const redis = config.redisUrl && !opts.rateLimitStore ? new Redis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  const limits = await installRateLimits(app, {
    enabled: config.rateLimits,
    store: opts.rateLimitStore,
    redis,
  });
  if (config.databaseUrl || config.redisUrl) {
    app.addHook(
      'onClose',
      await startCacheBus(db, { databaseUrl: config.databaseUrl, redisUrl: config.redisUrl }),
    );
  }
  // The embedded database has one writer, this process: readers' own state may be cached.
  if (!config.databaseUrl && opts.readerCache !== false) enableReaderCache(db);
  app.decorate('deps', { config, db, mailer, limits, clock: opts.clock ?? (() => new Date()) });

  // Before every route: compression hooks onto the routes registered after it.
  await installCompression(app);
  installJsonParser(app);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
  });

  // STORAGE=s3: uploads are written to and read from the bucket (lib/storage.ts).
  const objects = config.s3 ? s3Storage(config.s3) : undefined;
  if (objects) {
    useObjectStorage(config.dataDir, objects);
    app.addHook('onClose', async () => useObjectStorage(config.dataDir, null));
  }
  const sendShellPage = await installStatic(app, {
    objects,
    uploadsDir: join(config.dataDir, 'uploads'),
    deployRoot: config.deployRoot,
    shellDist: config.shellDist,
  });
  installErrorHandler(app, { sendShellPage });

  await app.register(
    async (v1) => {
      installAuth(v1);
      installInputGuard(v1);
      installIdempotency(v1);
      for (const plugin of V1_ROUTES) await v1.register(plugin);
      // Never in production, whatever the config object says (finding 1 of issue 8).
      if (config.exposeOutbox && !config.production) await v1.register(devOutboxRoutes);
    },
    { prefix: '/v1' },
  );
  return app;
}
