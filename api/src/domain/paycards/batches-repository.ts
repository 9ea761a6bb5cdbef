import { aliasedTable, and, asc, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { cardBatches, courses, lectures, payCards, rechargeCards, users } from '../../db/schema/index';

export type CardBatchRow = typeof cardBatches.$inferSelect;
export type CardBatchInsert = typeof cardBatches.$inferInsert;

/** A batch with what the list shows beside it: target names, the creator's name, used cards. */
export interface CardBatchView {
  batch: CardBatchRow;
  courseName: string | null;
  lectureName: string | null;
  creatorName: string | null;
  used: number;
}

const cardsOf = (kind: CardBatchRow['kind']) => (kind === 'paycard' ? payCards : rechargeCards);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The batch row; null when another request with the same key made it first (the unique index). */
export async function insertBatch(tx: Db, row: CardBatchInsert): Promise<CardBatchRow | null> {
  const [made] = await tx.insert(cardBatches).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

export async function findBatchByKey(db: Db, createdBy: number, key: string) {
  const [row] = await db
    .select()
    .from(cardBatches)
    .where(and(eq(cardBatches.createdBy, createdBy), eq(cardBatches.idempotencyKey, key)));
  return row ?? null;
}

export async function findBatchForUpdate(tx: Db, id: number) {
  const [row] = await tx.select().from(cardBatches).where(eq(cardBatches.id, id)).for('update');
  return row ?? null;
}

export async function markBatchVoid(tx: Db, id: number, by: number, at: Date) {
  const [row] = await tx
    .update(cardBatches)
    .set({ voidedAt: at, voidedBy: by })
    .where(eq(cardBatches.id, id))
    .returning();
  return row!;
}

/** Counts of a batch's cards: all, used. */
export async function countCards(db: Db, batch: CardBatchRow) {
  const table = cardsOf(batch.kind);
  const [row] = await db
    .select({ all: count(), used: count(table.usedBy) })
    .from(table)
    .where(eq(table.batchId, batch.id));
  return { all: row?.all ?? 0, used: row?.used ?? 0 };
}

const usedSql = sql<number>`(case when ${cardBatches.kind} = 'paycard'
  then (select count(*) from ${payCards} where ${payCards.batchId} = ${cardBatches.id} and ${payCards.usedBy} is not null)
  else (select count(*) from ${rechargeCards} where ${rechargeCards.batchId} = ${cardBatches.id} and ${rechargeCards.usedBy} is not null)
  end)::int`;

function viewQuery(db: Db) {
  return db
    .select({
      batch: cardBatches,
      courseName: courses.name,
      lectureName: lectures.name,
      creatorName: users.name,
      used: usedSql,
    })
    .from(cardBatches)
    .leftJoin(courses, eq(courses.id, cardBatches.courseId))
    .leftJoin(lectures, eq(lectures.id, cardBatches.lectureId))
    .leftJoin(users, eq(users.id, cardBatches.createdBy));
}

export async function findBatchView(db: Db, id: number): Promise<CardBatchView | null> {
  const [row] = await viewQuery(db).where(eq(cardBatches.id, id));
  return row ?? null;
}

export interface BatchPageQuery {
  kind?: CardBatchRow['kind'] | undefined;
  sort: 'created_at' | 'value' | 'count';
  ascending: boolean;
  limit: number;
  offset: number;
}

export async function findBatchPage(db: Db, q: BatchPageQuery) {
  const where = q.kind ? eq(cardBatches.kind, q.kind) : undefined;
  const column = { created_at: cardBatches.id, value: cardBatches.value, count: cardBatches.count }[q.sort];
  const rows = await viewQuery(db)
    .where(where)
    .orderBy(q.ascending ? asc(column) : desc(column), desc(cardBatches.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(cardBatches).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface CardPageQuery {
  state?: 'unused' | 'used' | 'void' | undefined;
  limit?: number;
  offset?: number;
}

/** A page of a batch's cards (all of them without limit), oldest first, with who used each. */
export async function findCards(db: Db, batch: CardBatchRow, q: CardPageQuery) {
  const table = cardsOf(batch.kind);
  const user = aliasedTable(users, 'card_user');
  const void_ = batch.voidedAt !== null;
  const where = and(
    eq(table.batchId, batch.id),
    q.state === 'used' ? isNotNull(table.usedBy) : undefined,
    q.state === 'unused' ? (void_ ? sql`false` : isNull(table.usedBy)) : undefined,
    q.state === 'void' ? (void_ ? isNull(table.usedBy) : sql`false`) : undefined,
  );
  let query = db
    .select({
      id: table.id,
      code: table.code,
      usedBy: table.usedBy,
      usedAt: table.usedAt,
      userName: user.name,
    })
    .from(table)
    .leftJoin(user, eq(user.id, table.usedBy))
    .where(where)
    .orderBy(asc(table.id))
    .$dynamic();
  if (q.limit !== undefined) query = query.limit(q.limit).offset(q.offset ?? 0);
  const rows = await query;
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function courseById(db: Db, id: number) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, id));
  return row ?? null;
}

/** A student's account (staff accounts are not students): the one a bound pay-card is for. */
export async function studentById(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.staffRole)));
  return row ?? null;
}

export async function lectureById(db: Db, id: number) {
  const [row] = await db
    .select({ id: lectures.id, name: lectures.name, courseId: lectures.courseId })
    .from(lectures)
    .where(eq(lectures.id, id));
  return row ?? null;
}

/** Courses or lectures whose name holds q (all, newest first, when q is empty); 20 at most. */
export async function findTargets(db: Db, scope: 'course' | 'lecture', q: string | undefined) {
  const like = q ? `%${escapeLike(q)}%` : undefined;
  if (scope === 'course') {
    return db
      .select({
        id: courses.id,
        name: courses.name,
        courseName: sql<string | null>`null`,
        price: courses.price,
      })
      .from(courses)
      .where(like ? ilike(courses.name, like) : undefined)
      .orderBy(desc(courses.id))
      .limit(20);
  }
  return db
    .select({ id: lectures.id, name: lectures.name, courseName: courses.name, price: lectures.price })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(like ? ilike(lectures.name, like) : undefined)
    .orderBy(desc(lectures.id))
    .limit(20);
}

/** Whether a card's batch was voided (a voided batch's unused cards are refused as invalid). */
export async function batchIsVoid(db: Db, batchId: number | null): Promise<boolean> {
  if (batchId === null) return false;
  const [row] = await db
    .select({ voidedAt: cardBatches.voidedAt })
    .from(cardBatches)
    .where(eq(cardBatches.id, batchId));
  return Boolean(row?.voidedAt);
}
