// Vitest global set-up of the api suite: one migrated database, made once, from which every test
// database of the run starts (test/support/app.ts). On PGlite a dump: starting PGlite from nothing
// (its initdb) took most of each file's time, loading a dump skips it. On PostgreSQL
// (TEST_DATABASE_URL) a template database: each test database is a copy of it (CREATE DATABASE …
// TEMPLATE) instead of running the 23 migrations again, 0.7 s a database on a quiet machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db/index';
import { migrationsFolder } from '../../src/db/migrations-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump, or '' when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server, or '' on PGlite. */
    pgTemplate: string;
  }
}

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A database migrated by the app itself (createDb), closed again: a template needs no session on it. */
async function pgTemplate(project: TestProject, serverUrl: string) {
  const name = `t_template_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
  await handle.close();
  project.provide('pgliteTemplate', '');
  project.provide('pgTemplate', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return pgTemplate(project, process.env.TEST_DATABASE_URL);
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
