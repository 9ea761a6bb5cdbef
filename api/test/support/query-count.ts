import type { Db } from '../../src/db/index';

type Queryable = { query: (...args: unknown[]) => unknown };
type Client = Queryable & {
  transaction?: (fn: (tx: Queryable) => unknown) => unknown;
  connect?: (cb?: (err: unknown, c: Queryable, done: unknown) => void) => Promise<Queryable>;
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
  // A pool's own query borrows a client through connect (wrapped below): counted once there.
  if (!client.connect) wrap(client);
  if (client.transaction) {
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => transaction((tx) => fn(wrap(tx)));
  }
  if (client.connect) {
    // pg's Pool.query itself calls connect with a callback: both forms are kept.
    const connect = client.connect.bind(client) as (cb?: (...a: unknown[]) => void) => Promise<Queryable>;
    client.connect = ((cb?: (err: unknown, c: Queryable, done: unknown) => void) =>
      cb
        ? connect((err, c, done) => cb(err, c ? wrap(c as Queryable) : (c as Queryable), done))
        : connect().then(wrap)) as Client['connect'];
  }
  return {
    texts,
    reset: () => {
      texts.length = 0;
    },
  };
}
