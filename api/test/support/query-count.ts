import type { Db } from '../../src/db/index';

type Queryable = { query: (...args: unknown[]) => unknown };
type Client = Queryable & {
  transaction?: (fn: (tx: Queryable) => unknown) => unknown;
  connect?: () => Promise<Queryable>;
};

export interface QueryCounter {
  /** Queries sent since the last reset, in order. */
  readonly texts: string[];
  reset(): void;
}

const WRAPPED = Symbol('counted');

/**
 * Counts every statement a Drizzle database sends, inside transactions too: wraps the client under
 * its session (PGlite: the instance and each transaction's client; node-postgres: the pool and each
 * client it lends). For the query-count test only (issue 35).
 */
export function countQueries(db: Db): QueryCounter {
  const texts: string[] = [];
  const wrap = (q: Queryable) => {
    const target = q as Queryable & { [WRAPPED]?: boolean };
    if (target[WRAPPED]) return q;
    const query = q.query.bind(q);
    target.query = (...args: unknown[]) => {
      const first = args[0];
      texts.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '?'));
      return query(...args);
    };
    target[WRAPPED] = true;
    return q;
  };
  const client = (db as unknown as { session: { client: Client } }).session.client;
  wrap(client);
  if (client.transaction) {
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => transaction((tx) => fn(wrap(tx)));
  }
  if (client.connect) {
    const connect = client.connect.bind(client);
    client.connect = async () => wrap(await connect());
  }
  return {
    texts,
    reset: () => {
      texts.length = 0;
    },
  };
}
