import type { Config } from '../config';
import type { Db } from '../db/index';
import type { AuthContext } from '../domain/auth/tokens';
import type { Mailer } from '../domain/mail/index';
import type { AuthLimits } from './rate-limit';

/** What every route reaches through `app.deps` (decorated once on the root instance). */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limits: AuthLimits;
  /** The server's time (exam deadlines); tests pass a fake clock to buildApp. */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the auth hook under /v1 when a valid bearer token was sent; null otherwise. */
    auth: AuthContext | null;
  }
}
