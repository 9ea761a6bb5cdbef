import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import {
  DEMO_EMAIL,
  DEMO_EXPIRED_PAYCARDS,
  DEMO_PASSWORD,
  DEMO_PAYCARDS,
  DEMO_STAFF,
  printSeedResult,
  seedDemo,
} from '../../src/cli/seed';
import { testConfig } from '../../src/config';
import type { DbHandle } from '../../src/db/index';
import {
  answers,
  attachments,
  bankCategories,
  bankQuestions,
  courses,
  exams,
  grades,
  honorPanel,
  lectures,
  ledgerTransactions,
  payCards,
  questions,
  teachers,
  users,
  videos,
} from '../../src/db/schema/index';
import { auditWallets, getBalance } from '../../src/domain/ledger/index';
import { createPgliteTestDb } from '../support/app';

describe('seedDemo', () => {
  let handle: DbHandle;
  let dir: string;
  let first: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
    handle = await createPgliteTestDb();
    first = await seedDemo(handle.db, { uploadsDir: join(dir, 'uploads') });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const n = async (table: PgTable) => Number((await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0);

  it('fills the catalogue, exams, notes, bank, honor panel and cards', async () => {
    expect((await handle.db.select().from(grades)).map((g) => g.name)).toEqual(
      expect.arrayContaining(['الصف الأول الثانوي', 'الصف الثاني الثانوي', 'الصف الثالث الثانوي']),
    );
    const courseRows = await handle.db.select().from(courses);
    expect(courseRows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(courseRows.map((c) => c.payType))).toEqual(new Set(['course', 'lectures']));
    expect(courseRows.some((c) => c.price === 0 && c.payType === 'course')).toBe(true);
    expect(courseRows.some((c) => c.price > 0)).toBe(true);
    expect(courseRows.some((c) => c.featured)).toBe(true);
    expect(courseRows.some((c) => c.showPreview)).toBe(true);
    expect(await n(teachers)).toBeGreaterThanOrEqual(5);
    expect(await n(lectures)).toBeGreaterThan(30);
    expect(await n(videos)).toBeGreaterThan(60);
    const types = new Set(
      (await handle.db.select({ type: questions.type }).from(questions)).map((q) => q.type),
    );
    expect(types).toEqual(new Set(['choices', 'truefalse', 'essay']));
    expect(await n(exams)).toBeGreaterThan(10);
    expect(await n(answers)).toBeGreaterThan(20);
    expect(await n(attachments)).toBeGreaterThan(30);
    expect(await n(bankCategories)).toBeGreaterThan(3);
    expect(await n(bankQuestions)).toBeGreaterThan(2);
    expect(await n(honorPanel)).toBe(6);
    expect(first.payCards).toEqual(DEMO_PAYCARDS);
    // The demo's expired cards: staff cannot issue one (pnpm ops holds expiry to today or later).
    const expired = await handle.db
      .select({ expiresAt: payCards.expiresAt })
      .from(payCards)
      .where(inArray(payCards.code, DEMO_EXPIRED_PAYCARDS));
    expect(expired).toHaveLength(DEMO_EXPIRED_PAYCARDS.length);
    for (const card of expired) expect(card.expiresAt!.getTime()).toBeLessThan(Date.now());
  });

  it('writes the media it points to', async () => {
    const [c] = await handle.db.select().from(courses).limit(1);
    const file = join(dir, c!.imageUrl!.replace(/^\//, ''));
    expect(readFileSync(file, 'utf8')).toContain('<svg');
    const [v] = await handle.db.select().from(videos).limit(1);
    expect(existsSync(join(dir, v!.url.replace(/^\//, '')))).toBe(true);
    const [a] = await handle.db.select().from(attachments).limit(1);
    expect(
      readFileSync(join(dir, a!.url.replace(/^\//, '')))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The image exam's first question carries its picture, a real PNG.
    const [img] = await handle.db.select().from(exams).where(eq(exams.examCode, 'IMG2026'));
    const pictured = await handle.db.select().from(questions).where(eq(questions.examId, img!.id));
    const url = pictured.find((q) => q.position === 1)?.imageUrl;
    expect(url).toBe('/uploads/demo/ohm-circuit.png');
    expect(
      readFileSync(join(dir, url!.replace(/^\//, '')))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('creates the confirmed demo student with a complete profile and 500 EGP through the ledger', async () => {
    const [u] = await handle.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(u?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(u).toMatchObject({ governorate: 'القاهرة', phone: '01012345678', parentPhone: '01112345678' });
    expect(await getBalance(handle.db, u!.id)).toBe(50_000);
    const tx = await handle.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, u!.id));
    expect(tx).toEqual([expect.objectContaining({ type: 'recharge', value: 50_000 })]);
  });

  it('is idempotent', async () => {
    const before = await Promise.all([
      n(courses),
      n(lectures),
      n(videos),
      n(exams),
      n(questions),
      n(users),
      n(ledgerTransactions),
    ]);
    await seedDemo(handle.db, { uploadsDir: join(dir, 'uploads') });
    const after = await Promise.all([
      n(courses),
      n(lectures),
      n(videos),
      n(exams),
      n(questions),
      n(users),
      n(ledgerTransactions),
    ]);
    expect(after).toEqual(before);
    expect((await auditWallets(handle.db)).ok).toBe(true);
  });

  it('makes an admin, an assistant and a teacher who sign in to /staff, printed with the student', async () => {
    const lines: string[] = [];
    printSeedResult(first, (l) => lines.push(l));
    const app = await buildApp({ config: testConfig({ dataDir: dir, rateLimits: false }), db: handle.db });
    try {
      for (const s of DEMO_STAFF) {
        expect(lines).toContain(`  demo ${s.role}: ${s.email} / ${s.password}  (/staff)`);
        const login = await app.inject({
          method: 'POST',
          url: '/v1/login',
          payload: { email: s.email, password: s.password },
        });
        expect(login.statusCode).toBe(200);
        const me = await app.inject({
          method: 'GET',
          url: '/v1/staff/me',
          headers: { authorization: `Bearer ${login.json().token}` },
        });
        expect(me.json().data).toMatchObject({ role: s.role, email: s.email });
        if (s.role === 'teacher') expect(me.json().data.teacher?.id).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
    }
  });

  it('lets the demo student sign in and read home, app and a course', async () => {
    const app = await buildApp({ config: testConfig({ dataDir: dir, rateLimits: false }), db: handle.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().token;
      const home = await app.inject({
        method: 'GET',
        url: '/v1/home',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(home.statusCode).toBe(200);
      expect(home.json().featured_courses.length).toBeGreaterThan(3);
      expect(home.json().honor_panel).toHaveLength(6);
      const appData = (await app.inject({ method: 'GET', url: '/v1/app' })).json();
      expect(appData).toMatchObject({
        enable_wallet_system: true,
        enable_gen_exm: true,
        teachers_page: true,
      });
      const list = (await app.inject({ method: 'GET', url: '/v1/courses' })).json();
      expect(list.data).toHaveLength(12);
      expect(list.links.next).toBe('/v1/courses?page=2');
      const buy = await app.inject({
        method: 'POST',
        url: `/v1/courses/${list.data.find((c: { price: number; pay_type: string }) => c.price > 0 && c.pay_type === 'course').id}/purchase`,
        headers: { authorization: `Bearer ${token}` },
        payload: { pay_by: 'paycard', code: 'DEMOCARD0001' },
      });
      expect(buy.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
