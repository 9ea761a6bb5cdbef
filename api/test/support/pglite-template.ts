// Vitest global set-up of the api suite: one migrated PGlite, dumped once, from which every test
// database of the run starts (test/support/app.ts). Starting PGlite from nothing (its initdb) took
// most of each file's time; loading a dump skips it. With TEST_DATABASE_URL there is nothing to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/migrations-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump, or '' when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
