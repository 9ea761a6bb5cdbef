import type { Db } from '../../../src/db/index';
import { courses, lectures, payCards } from '../../../src/db/schema/index';

let n = 0;

export async function makeCourse(db: Db, values: Partial<typeof courses.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(courses)
    .values({ name: `دورة ${n}`, payType: 'course', price: 10_000, ...values })
    .returning();
  if (!row) throw new Error('course insert failed');
  return row;
}

export async function makeLecture(
  db: Db,
  courseId: number,
  values: Partial<typeof lectures.$inferInsert> = {},
) {
  n += 1;
  const [row] = await db
    .insert(lectures)
    .values({ courseId, name: `محاضرة ${n}`, price: 2_000, position: n, ...values })
    .returning();
  if (!row) throw new Error('lecture insert failed');
  return row;
}

export async function makeCard(db: Db, values: Partial<typeof payCards.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(payCards)
    .values({
      code: `CARD${n}X${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      value: 50_000,
      ...values,
    })
    .returning();
  if (!row) throw new Error('card insert failed');
  return row;
}
