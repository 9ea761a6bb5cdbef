import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/cli/seed-data';
import { repoRoot } from '../../src/config';
import { createDb } from '../../src/db/index';
import { bankQuestions, payCards, users } from '../../src/db/schema/index';

// Issue 32, decision 0051: every pnpm ops command but create-admin works while the server runs on
// the embedded database (PGlite has one writer, the server). A real server process, real ops
// processes, as a centre would type them.

const API_DIR = join(repoRoot, 'api');
const dataDir = mkdtempSync(join(tmpdir(), 'ops-beside-'));
let port = 0;
let server: ReturnType<typeof spawn> | undefined;
let serverOut = '';
const url = (path: string) => `http://127.0.0.1:${port}${path}`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address() as { port: number };
      srv.close(() => resolve(p));
    });
  });
}

const env = () => ({
  PATH: process.env.PATH ?? '',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  DATA_DIR: dataDir,
});

/** `pnpm ops <args> --as admin@example.com` in its own process, beside the server. */
function ops(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/ops.ts', ...args, '--as', 'admin@example.com'],
    {
      cwd: API_DIR,
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (b) => {
    out += b;
  });
  child.stderr.on('data', (b) => {
    err += b;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(url('/v1/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (b) => {
    serverOut += b;
  });
  server.stderr?.on('data', (b) => {
    serverOut += b;
  });
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${serverOut}`);
    if (
      await fetch(url('/v1/app')).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 900) throw new Error(`server did not start:\n${serverOut}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pnpm ops beside a running server on the embedded database', { timeout: 240_000 }, () => {
  it('create-user, issue-paycards (any course, --user) and answer-question --teacher run while it serves', async () => {
    // The database really is held by the server: the one direct command says so.
    const direct = await ops('create-admin', '--email', 'boss@example.com', '--name', 'مدير');
    expect(direct.code).toBe(1);
    expect(direct.err).toContain('used by a running api');

    const student = await ops('create-user', '--email', 'walk.in@example.com', '--name', 'طالب الشباك');
    expect(student.code, student.err).toBe(0);
    expect(student.out).toMatch(/^created user \d+ walk\.in@example\.com\npassword: \S+\n$/);

    const desk = await ops(
      ...['create-user', '--email', 'desk2@example.com', '--name', 'مساعد ثان', '--group', 'leader'],
      ...['--password', 'desk-pass-123', '--unverified'],
    );
    expect(desk.code, desk.err).toBe(0);
    expect(desk.out).toMatch(/^created user \d+ desk2@example\.com\n$/);

    const any = await ops('issue-paycards', '--value', '30', '--count', '2');
    expect(any.code, any.err).toBe(0);
    expect(any.out.split('\n')[0]).toBe('2 pay-cards for any course or lecture up to 30.00 EGP:');
    const bound = await ops('issue-paycards', '--value', '20', '--user', DEMO_EMAIL);
    expect(bound.code, bound.err).toBe(0);
    const boundCode = bound.out.trim().split('\n')[1];

    // A question of the demo student, answered in the name of a teacher of the catalogue.
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const folders = (await (await fetch(url('/v1/bank-questions/categories'), { headers: auth })).json()) as {
      data: { id: number }[];
    };
    const form = new FormData();
    form.append('text', 'ما الفرق بين السرعة والعجلة؟');
    form.append('page_number', '5');
    form.append('question_number', '2');
    form.append('bank_question_category_id', String(folders.data[0]?.id));
    const asked = await fetch(url('/v1/bank-questions'), { method: 'POST', headers: auth, body: form });
    expect(asked.status).toBeLessThan(300);
    const questionId = ((await asked.json()) as { data: { id: number } }).data.id;
    const admin = await signIn('admin@example.com', 'demo-admin-2026');
    const teachersPage = (await (
      await fetch(url('/v1/staff/catalogue/teachers?per_page=5'), {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { items: { id: number }[] };
    const teacherId = teachersPage.items[0]?.id;
    const answered = await ops(
      ...['answer-question', String(questionId), '--text', 'العجلة تغير السرعة'],
      ...['--teacher', String(teacherId)],
    );
    expect(answered.code, answered.err).toBe(0);
    expect(answered.out).toBe(`#${questionId} answered\n`);

    // Stopped, the server leaves the database to look at.
    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server?.kill('SIGTERM');
    await exited;
    const h = await createDb({ dataDir });
    try {
      const [walkIn] = await h.db.select().from(users).where(eq(users.email, 'walk.in@example.com'));
      expect(walkIn).toMatchObject({ staffRole: null, mustSetPassword: true });
      const [assistant] = await h.db.select().from(users).where(eq(users.email, 'desk2@example.com'));
      expect(assistant).toMatchObject({ staffRole: 'assistant', emailVerifiedAt: null });
      const [demo] = await h.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
      const [card] = await h.db
        .select()
        .from(payCards)
        .where(eq(payCards.code, boundCode ?? ''));
      expect(card).toMatchObject({ userId: demo?.id, value: 2_000 });
      const [q] = await h.db.select().from(bankQuestions).where(eq(bankQuestions.id, questionId));
      expect(q).toMatchObject({ answered: true, teacherId });
    } finally {
      await h.close();
    }
  });
});
