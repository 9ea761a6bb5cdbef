import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/cli/seed';
import type { DbHandle } from '../../src/db/index';
import { courses, exams, lectures, payCards, questions, videos, wallets } from '../../src/db/schema/index';
import { createPgliteTestDb } from '../support/app';

// The catalogue values staff set (prices, expiry days, views limits, max students, exam
// durations, attempts, marks) have their bounds in STAFF_LIMITS / MONEY_LIMITS next to the
// amounts; the demo data staff start from stays within them.
describe('the demo data within the business bounds', () => {
  let handle: DbHandle;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-bounds-'));
    handle = await createPgliteTestDb();
    await seedDemo(handle.db, { uploadsDir: join(dir, 'uploads') });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every price, limit, duration and mark is within its bound', async () => {
    const db = handle.db;
    const within = (values: (number | null)[], max: number, min = 0) =>
      values.filter((v): v is number => v !== null).filter((v) => v < min || v > max);
    const maxPrice = MONEY_LIMITS.maxPrice * 100;
    const cs = await db.select().from(courses);
    const ls = await db.select().from(lectures);
    expect(cs.length).toBeGreaterThan(0);
    expect(
      within(
        cs.map((c) => c.price),
        maxPrice,
      ),
    ).toEqual([]);
    expect(
      within(
        cs.map((c) => c.maxStudents),
        STAFF_LIMITS.maxStudents,
        1,
      ),
    ).toEqual([]);
    expect(within([...ls.map((l) => l.price), ...ls.map((l) => l.repurchasePrice)], maxPrice)).toEqual([]);
    expect(
      within(
        ls.map((l) => l.expiryDays),
        STAFF_LIMITS.maxDays,
        1,
      ),
    ).toEqual([]);
    const vs = await db.select().from(videos);
    expect(
      within(
        vs.map((v) => v.viewsLimit),
        STAFF_LIMITS.maxViewsLimit,
        1,
      ),
    ).toEqual([]);
    const es = await db.select().from(exams);
    expect(
      within(
        es.map((e) => e.duration),
        STAFF_LIMITS.maxExamMinutes,
        1,
      ),
    ).toEqual([]);
    expect(
      within(
        es.map((e) => e.maxAttempts),
        STAFF_LIMITS.maxAttempts,
        1,
      ),
    ).toEqual([]);
    const qs = await db.select().from(questions);
    expect(
      within(
        qs.map((q) => q.mark),
        STAFF_LIMITS.maxQuestionMark,
      ),
    ).toEqual([]);
    const cards = await db.select().from(payCards);
    expect(
      within(
        cards.map((c) => c.value),
        maxPrice,
        1,
      ),
    ).toEqual([]);
    const ws = await db.select().from(wallets);
    expect(
      within(
        ws.map((w) => w.balance),
        MONEY_LIMITS.maxBalance * 100,
      ),
    ).toEqual([]);
  });
});
