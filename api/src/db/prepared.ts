import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './types';

/** A statement built once, run with new values (drizzle's `.prepare`). */
export interface Prepared<R> {
  execute: (values: Record<string, unknown>) => Promise<R>;
}

/** What of drizzle's session and prepared query this file relies on (both drivers have them). */
type Session = { client: unknown; dialect: object };
type DriverPrepared<R> = Prepared<R> & { client: unknown };

// Keyed by the database's dialect: one per `createDb`, shared by every transaction on it.
const cache = new WeakMap<object, Map<string, DriverPrepared<unknown>>>();

const sessionOf = (db: Db) => (db as unknown as { session: Session }).session;

/**
 * The statement `name`, built once per database by `build` and run with `values` for its
 * placeholders. Why: building a select of a wide table costs drizzle ~0.3–1.3 ms of CPU a call,
 * more than PostgreSQL spends running it (issue 35 profiles); a prepared query is built once. On
 * PostgreSQL the name also makes it a named statement, planned once per connection.
 *
 * Inside a transaction the statement built once is run on the transaction's connection
 * (decision 0065): a transaction shares its database's dialect, so the text, the parameters and
 * the result mapping are the same; only the client drizzle sends it through differs.
 */
export function preparedOf<R>(
  db: Db,
  name: string,
  build: () => { prepare: (name: string) => Prepared<R> },
): Prepared<R> {
  const session = sessionOf(db);
  let byName = cache.get(session.dialect);
  if (!byName) {
    byName = new Map();
    cache.set(session.dialect, byName);
  }
  let query = byName.get(name) as DriverPrepared<R> | undefined;
  if (!query) {
    query = build().prepare(name) as DriverPrepared<R>;
    byName.set(name, query as DriverPrepared<unknown>);
  }
  if (query.client === session.client) return query;
  // The same prepared query, sent through this transaction's client (drizzle reads `this.client`).
  const onClient: DriverPrepared<R> = Object.create(query);
  onClient.client = session.client;
  return onClient;
}

/** A value filled in when a prepared statement runs. */
export const ph = (name: string): Placeholder => sql.placeholder(name);
