import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createPgliteTestDb } from './app';

describe('the run’s migrated PGlite template', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'is made once by the global set-up and every test database starts from it',
    async () => {
      expect(inject('pgliteTemplate')).toMatch(/migrated\.tar$/);
      const handle = await createPgliteTestDb();
      try {
        const rows = await handle.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
        expect(n).toBeGreaterThan(10);
      } finally {
        await handle.close();
      }
    },
  );
});
