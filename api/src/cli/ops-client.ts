import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { opsKeyFile } from '../config';

/** An answer of the staff api other than 2xx: its status, code and Arabic message. */
export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The server could not be reached at all (not running, wrong OPS_API_URL). */
export class OpsUnreachableError extends Error {}

export interface OpsClient {
  readonly baseUrl: string;
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T>;
  send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    opts?: { idempotent?: boolean },
  ): Promise<T>;
  form<T>(path: string, form: FormData): Promise<T>;
}

export interface OpsClientOptions {
  baseUrl: string;
  key: string;
  /** The admin's e-mail the audit log names (--as). */
  as: string;
}

/**
 * The ops key: OPS_KEY, or the one the running server wrote into DATA_DIR/ops-key at its start
 * (readable by its owner only). Null when there is none: the server never started there.
 */
export function readOpsKey(env: NodeJS.ProcessEnv, dataDir: string): string | null {
  if (env.OPS_KEY) return env.OPS_KEY;
  const file = opsKeyFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

/** The staff api over HTTP, as `pnpm ops` calls it (decision 0041). */
export function createOpsClient(opts: OpsClientOptions): OpsClient {
  const root = `${opts.baseUrl.replace(/\/+$/, '')}/v1/staff`;
  const headers = { authorization: `Ops ${opts.key}`, 'x-ops-as': opts.as, 'user-agent': 'pnpm-ops' };

  async function call<T>(method: string, url: string, init: RequestInit = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, { method, ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    } catch (err) {
      throw new OpsUnreachableError(
        `no server answers at ${opts.baseUrl} (${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}); start it (pnpm start) or set OPS_API_URL`,
      );
    }
    const text = await res.text();
    const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (!res.ok) {
      const body = (typeof json === 'object' && json) || {};
      throw new OpsApiError(res.status, body.error, body.message ?? `HTTP ${res.status}`, body.errors);
    }
    return json as T;
  }

  return {
    baseUrl: opts.baseUrl,
    get(path, query = {}) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
      const qs = params.toString();
      return call('GET', `${root}${path}${qs ? `?${qs}` : ''}`);
    },
    send(method, path, body, sendOpts = {}) {
      const extra: Record<string, string> = {};
      if (sendOpts.idempotent) extra['idempotency-key'] = randomUUID();
      if (method === 'DELETE' && body === undefined)
        return call(method, `${root}${path}`, { headers: extra });
      return call(method, `${root}${path}`, {
        headers: { 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body ?? {}),
      });
    },
    form(path, form) {
      return call('POST', `${root}${path}`, { body: form });
    },
  };
}
