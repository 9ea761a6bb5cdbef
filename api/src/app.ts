import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/index';
import { createMailer, type Mailer } from './domain/mail/index';
import { createAuthLimits } from './lib/rate-limit';
import { installArabicZodMessages } from './lib/zod-arabic';
import { installAuth } from './plugins/auth';
import { installCompression } from './plugins/compress';
import { installErrorHandler } from './plugins/error-handler';
import { installJsonParser } from './plugins/json-parser';
import { installStatic } from './plugins/serve-static';
import devOutboxRoutes from './routes/app/dev-outbox';
import appRoutes from './routes/app/index';
import authRoutes from './routes/auth/index';
import homeRoutes from './routes/home/index';
import notificationRoutes from './routes/notifications/index';
import passwordRoutes from './routes/password/index';
import profileRoutes from './routes/profile/index';
import verifyRoutes from './routes/verify/index';
import welcomeRoutes from './routes/welcome/index';

/** JSON bodies above this are refused with 413 (uploads have their own per-file limit). */
export const BODY_LIMIT = 256 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
}

const OWN_ROUTE_DIRS = new Set([
  'app',
  'auth',
  'home',
  'notifications',
  'password',
  'profile',
  'verify',
  'welcome',
]);
const routesDir = join(dirname(fileURLToPath(import.meta.url)), 'routes');

/**
 * Route plugins of the other parts of the api (courses, teachers, lectures, wallet...): every
 * routes/<dir>/index.ts default-exports a Fastify plugin and is registered under /v1.
 */
async function loadOtherRoutes(): Promise<FastifyPluginAsync[]> {
  const plugins: FastifyPluginAsync[] = [];
  for (const dir of readdirSync(routesDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || OWN_ROUTE_DIRS.has(dir.name)) continue;
    const file = join(routesDir, dir.name, 'index.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: FastifyPluginAsync };
    if (typeof mod.default === 'function') plugins.push(mod.default);
  }
  return plugins;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  installArabicZodMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      print: config.nodeEnv === 'development',
    });
  app.decorate('deps', { config, db, mailer, limits: createAuthLimits(config.rateLimits) });

  // Before every route: compression hooks onto the routes registered after it.
  await installCompression(app);
  installJsonParser(app);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
  });

  const shellDist = await installStatic(app, {
    uploadsDir: join(config.dataDir, 'uploads'),
    deployRoot: config.deployRoot,
    shellDist: config.shellDist,
  });
  installErrorHandler(app, { shellDist });

  const others = await loadOtherRoutes();
  await app.register(
    async (v1) => {
      installAuth(v1);
      for (const plugin of [
        appRoutes,
        homeRoutes,
        welcomeRoutes,
        authRoutes,
        verifyRoutes,
        passwordRoutes,
        profileRoutes,
        notificationRoutes,
      ]) {
        await v1.register(plugin);
      }
      if (config.exposeOutbox) await v1.register(devOutboxRoutes);
      for (const plugin of others) await v1.register(plugin);
    },
    { prefix: '/v1' },
  );
  return app;
}
