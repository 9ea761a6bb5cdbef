import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from '../../src/config';
import type { S3Config } from '../../src/lib/storage';
import { staticSecurityHeaders } from '../../src/plugins/security-headers';

/** The processes of `pnpm test:cluster`, all on loopback, all stopped by `stopAll`. */
const stops: (() => void | Promise<void>)[] = [];

export async function stopAll(): Promise<void> {
  for (const stop of stops.reverse()) await stop();
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', fail);
  });
}

export function which(bin: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${bin} || ls /usr/sbin/${bin}`], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

export async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export async function startPg(): Promise<string> {
  // @ts-expect-error plain ESM helper of the repository scripts
  const { startPostgres } = await import('../../../scripts/lib/postgres.mjs');
  const pg = await startPostgres();
  if (!pg) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  stops.push(() => pg.stop());
  return pg.url as string;
}

function track(child: ChildProcess, name: string): ChildProcess {
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`  ${name} exited with ${code ?? signal}`);
  });
  stops.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  return child;
}

export async function startRedis(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  track(child, 'redis-server');
  const { Redis } = await import('ioredis');
  const until = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (err) {
      probe.disconnect();
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return `redis://127.0.0.1:${port}`;
}

/**
 * What every production instance of the cluster gets: one database, one Redis, one secret (a token
 * made by one instance is read by another), behind nginx. Measured as deployed (docs/deploy.md):
 * outside production every answer is also written by zod and compared (decision 0064), which is
 * not what a centre's server spends.
 */
export function instanceEnv(databaseUrl: string, redisUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_SECRET: 'cluster-test-secret-0123456789abcdef',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

export interface Instance {
  port: number;
  child: ChildProcess;
}

/** One api process (api/src/main.ts), as deployed: its own port and DATA_DIR, the shared database. */
export async function startInstance(env: Record<string, string>, at?: number): Promise<Instance> {
  const port = at ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'cluster-api-'));
  stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const apiDir = resolve(repoRoot, 'api');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(child, `api :${port}`);
  await waitFor(`http://127.0.0.1:${port}/v1/app`);
  return { port, child };
}

/** Stops an instance and waits for its exit (its port and connections are given back). */
export async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The static site of the browser step: the shell build and the released remotes (web.ts). */
export interface WebSite {
  /** Ports of the instances behind the site's /v1 (they may start later: nginx does not mind). */
  api: number[];
  shellDir: string;
  /** Holds `remotes/` (DEPLOY_ROOT: the released versions and mfe-registry.json). */
  cdnDir: string;
  /** The bucket the instances keep uploads in: the pages' policy lets images and videos load from it. */
  s3?: S3Config;
}

/**
 * The site as docs/deploy.md serves it: files from nginx with the api's cache headers and the
 * precompressed .gz copies, /v1 and /uploads to the instances.
 */
function siteConf(port: number, site: WebSite): string {
  // nginx drops a parent's add_header in a location that has its own: each file location lists them all.
  const security = Object.entries(staticSecurityHeaders(site.s3))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join(' ');
  const immutable = `add_header Cache-Control "public, max-age=31536000, immutable"; ${security}`;
  const noCache = `add_header Cache-Control no-cache; ${security}`;
  return `
  upstream api_web { ${site.api.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(' ')} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    # Browsers refuse a stylesheet sent as text/plain (nginx's type without this table).
    include /etc/nginx/mime.types; default_type application/octet-stream;
    charset utf-8; charset_types text/css application/javascript application/json text/plain;
    gzip_static on; gzip_vary on;
    location /v1/ { proxy_pass http://api_web; }
    location /uploads/ { proxy_pass http://api_web; }
    location = /mfe-registry.json { root ${site.cdnDir}/remotes; ${noCache} }
    location /remotes/ {
      root ${site.cdnDir}; ${immutable} add_header Access-Control-Allow-Origin *;
      location ~ (remoteEntry\\.js|mf-manifest\\.json|mf-stats\\.json)$ { ${noCache} add_header Access-Control-Allow-Origin *; }
    }
    location / {
      root ${site.shellDir}; ${noCache}
      try_files $uri /index.html;
      location ~ "[.-][0-9a-f]{8,}\\.[a-z0-9]+$" { ${immutable} }
    }
  }`;
}

/**
 * nginx in front: `all` balances over every instance, `one` sends everything to the first, `web`
 * (with a site) serves the front end and its own instances.
 */
export async function startNginx(
  instances: number[],
  site?: WebSite,
): Promise<{ all: number; one: number; web: number }> {
  const [all, one, web] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
  const root = process.getuid?.() === 0;
  const conf = `
${root ? 'user root;' : ''}
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  # nginx closes a client's kept-alive connection after 1 000 requests (the default); a load
  # generator that has already written its next request on it reads ECONNRESET (the welcome load
  # check failed now and then: one reset in ~115 000 answers). Browsers retry; autocannon counts it.
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  upstream api_all { ${instances.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(' ')} keepalive 64; }
  upstream api_one { server 127.0.0.1:${instances[0]}; keepalive 64; }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  # A POST is never re-sent to another instance by nginx (non_idempotent is off): the client
  # retries it with its Idempotency-Key.
  proxy_next_upstream error timeout;
  server { listen 127.0.0.1:${all}; location / { proxy_pass http://api_all; } }
  server { listen 127.0.0.1:${one}; location / { proxy_pass http://api_one; } }
  ${site ? siteConf(web, site) : ''}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(child, 'nginx');
  stops.push(() => rmSync(dir, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${all}/v1/app`, 10_000);
  return { all, one, web };
}
