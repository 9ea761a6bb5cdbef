import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_NAMED_PER_CONNECTION, nameStatements } from '../../src/db/named-statements';
import { users } from '../../src/db/schema/index';
import { createTestDb } from '../support/app';

/** A client that records what it is asked to send. */
function recordingClient() {
  const sent: unknown[] = [];
  const client = { query: (config: unknown) => sent.push(config) } as unknown as pg.PoolClient;
  nameStatements(client);
  return { sent, query: (config: unknown) => (client.query as (c: unknown) => void)(config) };
}

describe('named statements (decision 0058)', () => {
  it('names a statement by its text: the same text, the same name; another text, another', () => {
    const c = recordingClient();
    c.query({ text: 'select $1::int', values: [1] });
    c.query({ text: 'select $1::int', values: [2] });
    c.query({ text: 'select $1::text', values: ['x'] });
    const names = c.sent.map((s) => (s as { name?: string }).name);
    expect(names[0]).toMatch(/^s[\w-]{20}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
    expect((c.sent[1] as { values: unknown[] }).values).toEqual([2]);
  });

  it('leaves plain strings (BEGIN, migrations) and statements already named as they are', () => {
    const c = recordingClient();
    c.query('begin');
    c.query({ text: 'select 1', name: 'mine' });
    c.query({ text: 'select 2', name: undefined });
    expect(c.sent.slice(0, 2)).toEqual(['begin', { text: 'select 1', name: 'mine' }]);
    // Drizzle sends `name: undefined` for a query it did not prepare: that one is named.
    expect((c.sent[2] as { name?: string }).name).toMatch(/^s/);
  });

  it('names at most MAX_NAMED_PER_CONNECTION distinct texts, then sends the rest unnamed', () => {
    const c = recordingClient();
    for (let i = 0; i <= MAX_NAMED_PER_CONNECTION; i++) c.query({ text: `select ${i}` });
    c.query({ text: 'select 0' });
    const named = (i: number) => 'name' in (c.sent[i] as object);
    expect(named(MAX_NAMED_PER_CONNECTION - 1)).toBe(true);
    expect(named(MAX_NAMED_PER_CONNECTION)).toBe(false);
    expect(named(MAX_NAMED_PER_CONNECTION + 1)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL keeps a query prepared on the connection', async () => {
    const handle = await createTestDb();
    try {
      const prepared = await handle.db.transaction(async (tx) => {
        await tx.select().from(users).where(eq(users.id, 1));
        await tx.select().from(users).where(eq(users.id, 2));
        return tx.execute(sql`select statement from pg_prepared_statements`);
      });
      const texts = (prepared as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement);
      expect(texts.filter((t) => t.includes('from "users"'))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
