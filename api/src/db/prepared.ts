import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './types';

/** A statement built once, run with new values (drizzle's `.prepare`). */
export interface Prepared<R> {
  execute: (values: Record<string, unknown>) => Promise<R>;
}

const cache = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * The statement `name`, built once per database by `build` and run with `values` for its
 * placeholders. Why: building a select of a wide table costs drizzle ~0.3–1.3 ms of CPU a call,
 * more than PostgreSQL spends running it (issue 35 profiles); a prepared query is built once. On
 * PostgreSQL the name also makes it a named statement, planned once per connection.
 * A transaction is a Db of its own, so its statements are built per transaction (still correct).
 */
export function preparedOf<R>(db: Db, name: string, build: () => { prepare: (name: string) => Prepared<R> }) {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as Prepared<R> | undefined;
  if (!query) {
    query = build().prepare(name);
    byName.set(name, query as Prepared<unknown>);
  }
  return query;
}

/** A value filled in when a prepared statement runs. */
export const ph = (name: string): Placeholder => sql.placeholder(name);
