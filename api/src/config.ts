import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from './lib/storage';

/** Repository root: api/src/config.ts → ../.. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When set, node-postgres is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * Connections each instance keeps to PostgreSQL (DATABASE_POOL_SIZE). Sized to what the
   * database can run at once, not to the calls in flight: a call waiting for a connection holds
   * no lock, one waiting inside the database may (decision 0056).
   */
  databasePoolSize: number;
  /** When set, rate-limit counters and cache invalidations are shared through Redis (several instances). */
  redisUrl: string | undefined;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  deployRoot: string;
  shellDist: string;
  nodeEnv: string;
  /**
   * NODE_ENV=production is a production server whatever else is set: no outbox route, no demo
   * seed, APP_SECRET required. Anything else is the demo (docs/deploy.md).
   */
  production: boolean;
  /** GET /v1/dev/outbox: every mail readable by anyone, so only outside production. */
  exposeOutbox: boolean;
  /** Turns the per-IP and per-email limits of auth calls off (tests of other behaviour). */
  rateLimits: boolean;
  logLevel: string;
  /** A request (headers and body) not complete within this many ms is cut off (slow clients). */
  requestTimeoutMs: number;
  /** STORAGE=s3: uploads in an S3-compatible bucket instead of DATA_DIR (several machines). */
  s3: S3Config | undefined;
  /** A staff token unused this many minutes ends (401, revoked); decision 0036. */
  staffIdleMinutes: number;
  /**
   * The key `pnpm ops` sends (decision 0041): OPS_KEY, or the random one main.ts writes into
   * DATA_DIR/ops-key at each start. Unset: the api accepts no ops key.
   */
  opsKey: string | undefined;
  /** The largest video upload in bytes (VIDEO_UPLOAD_MAX_BYTES, 2 GiB); decision 0045. */
  videoUploadMaxBytes: number;
  /** VIDEO_WORKER=off: this instance leaves the transcoding queue to another process. */
  videoWorker: boolean;
}

function fromRepo(p: string): string {
  return isAbsolute(p) ? p : resolve(repoRoot, p);
}

/** The secret signs nothing a client could forge offline, but must survive restarts: persist it. */
function loadSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const storage = env.STORAGE || 'local';
  if (storage === 'local') return undefined;
  if (storage !== 's3') throw new ConfigError(`STORAGE must be local or s3, not ${storage}`);
  if (!env.S3_BUCKET) throw new ConfigError('STORAGE=s3 needs S3_BUCKET');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    urlSeconds: Number(env.S3_URL_SECONDS || 300),
  };
}

function opsKeyOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError('OPS_KEY needs at least 32 characters');
  return value;
}

/** Where the server writes its ops key when OPS_KEY is not given (read by pnpm ops). */
export const opsKeyFile = (dataDir: string) => join(dataDir, 'ops-key');

/** A new random ops key in DATA_DIR/ops-key (owner read/write only), replacing the last start's. */
export function writeOpsKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  const file = opsKeyFile(dataDir);
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`${name} must be a positive number, not ${value}`);
  return n;
}

/** A whole number within [min, max], or the fallback when unset. */
function boundedInteger(
  value: string | undefined,
  fallback: number,
  name: string,
  [min, max]: [number, number],
): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not ${value}`);
  }
  return n;
}

function onOff(value: string | undefined, name: string): boolean {
  if (!value || value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be on or off, not ${value}`);
}

const MIB = 1024 ** 2;
/** tus parts are files on disk or S3 parts: 1 MiB to 50 GiB is every sane limit. */
const VIDEO_UPLOAD_BOUNDS: [number, number] = [MIB, 50 * 1024 * MIB];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = fromRepo(env.DATA_DIR || './data');
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  // A generated secret in DATA_DIR is fine for the demo; production must be given one it manages.
  if (production && (env.APP_SECRET ?? '').length < 32) {
    throw new ConfigError('NODE_ENV=production needs APP_SECRET (at least 32 characters)');
  }
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: boundedInteger(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE', [1, 500]),
    redisUrl: env.REDIS_URL || undefined,
    appSecret: loadSecret(dataDir, env.APP_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'منصة التعلم <no-reply@localhost>',
    deployRoot: fromRepo(env.DEPLOY_ROOT || './deploy'),
    shellDist: fromRepo(env.SHELL_DIST || './shell/dist'),
    nodeEnv,
    production,
    exposeOutbox: !production,
    rateLimits: env.RATE_LIMITS !== '0',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS || 30_000),
    s3: s3FromEnv(env),
    staffIdleMinutes: positiveNumber(env.STAFF_IDLE_MINUTES, 30, 'STAFF_IDLE_MINUTES'),
    opsKey: opsKeyOf(env.OPS_KEY),
    videoUploadMaxBytes: boundedInteger(
      env.VIDEO_UPLOAD_MAX_BYTES,
      2 * 1024 * MIB,
      'VIDEO_UPLOAD_MAX_BYTES',
      VIDEO_UPLOAD_BOUNDS,
    ),
    videoWorker: onOff(env.VIDEO_WORKER, 'VIDEO_WORKER'),
  };
}

/** A config for tests: nothing read from the environment except what is passed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? join(repoRoot, 'api', '.test-data'),
    databaseUrl: undefined,
    databasePoolSize: 10,
    redisUrl: undefined,
    appSecret: 'test-secret-0123456789abcdef',
    smtpUrl: undefined,
    mailFrom: 'test <test@localhost>',
    deployRoot: join(repoRoot, 'deploy'),
    shellDist: join(repoRoot, 'shell', 'dist'),
    nodeEnv: 'test',
    // As loadConfig derives it: a config given nodeEnv 'production' is a production one (the
    // benchmarks measured the development api while this was a fixed false).
    production: overrides.nodeEnv === 'production',
    exposeOutbox: true,
    rateLimits: true,
    logLevel: 'silent',
    requestTimeoutMs: 30_000,
    s3: undefined,
    staffIdleMinutes: 30,
    opsKey: undefined,
    videoUploadMaxBytes: 2 * 1024 * MIB,
    videoWorker: true,
    ...overrides,
  };
}
