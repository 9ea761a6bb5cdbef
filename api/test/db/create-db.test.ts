import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, DataDirLockedError } from '../../src/db/index';
import { users } from '../../src/db/schema/index';

const dir = mkdtempSync(join(tmpdir(), 'api-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each case opens (and migrates) a persisted PGlite up to three times: slow on a loaded machine.
describe('embedded PGlite in DATA_DIR', { timeout: 120_000 }, () => {
  it('keeps data across restarts and refuses a second opener while held', async () => {
    const first = await createDb({ dataDir: dir });
    expect(first.driver).toBe('pglite');
    await first.db.insert(users).values({ name: 'باقٍ', email: 'stay@example.com', passwordHash: 'x' });
    await expect(createDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await createDb({ dataDir: dir });
    const rows = await second.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(['stay@example.com']);
    await second.close();
  });

  it('takes over a lock left by a dead process', async () => {
    writeFileSync(join(dir, 'pglite.lock'), '999999');
    const db = await createDb({ dataDir: dir });
    expect(db.driver).toBe('pglite');
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    // The same files are opened: the row of the first test is still there.
    expect((await db.db.select().from(users)).map((r) => r.email)).toEqual(['stay@example.com']);
    await db.close();
  });

  it('supports transactions with row locks', async () => {
    const mem = await createDb({});
    expect(mem.driver).toBe('pglite');
    const rows = await mem.db.transaction(async (tx) => {
      await tx.insert(users).values({ name: 'x', email: 'x@example.com', passwordHash: 'x' });
      return tx.select().from(users).for('update');
    });
    expect(rows.map((r) => r.email)).toEqual(['x@example.com']);
    await mem.close();
  });
});
