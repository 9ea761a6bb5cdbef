import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { categories, courseCategories, courseGrades, grades, users } from '../../db/schema/index';

/** Grades and categories: the same columns (id, name, position), two tables. */
export type TaxonKind = 'grade' | 'category';
export type TaxonRow = typeof grades.$inferSelect;

// Same shape: the category table is read through the grade table's type.
const tableOf = (kind: TaxonKind) => (kind === 'grade' ? grades : (categories as unknown as typeof grades));

export function listTaxa(db: Db, kind: TaxonKind): Promise<TaxonRow[]> {
  const t = tableOf(kind);
  return db.select().from(t).orderBy(asc(t.position), asc(t.id));
}

export async function taxonRow(db: Db, kind: TaxonKind, id: number, lock = false) {
  const t = tableOf(kind);
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function taxonByName(db: Db, kind: TaxonKind, name: string) {
  const t = tableOf(kind);
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.name, name));
  return row;
}

/** A new row, last in the order. */
export async function insertTaxon(db: Db, kind: TaxonKind, name: string): Promise<TaxonRow> {
  const t = tableOf(kind);
  const [last] = await db.select({ position: max(t.position) }).from(t);
  const [row] = await db
    .insert(t)
    .values({ name, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameTaxon(db: Db, kind: TaxonKind, id: number, name: string): Promise<TaxonRow> {
  const t = tableOf(kind);
  const [row] = await db.update(t).set({ name }).where(eq(t.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function setTaxonPosition(db: Db, kind: TaxonKind, id: number, position: number) {
  const t = tableOf(kind);
  await db.update(t).set({ position }).where(eq(t.id, id));
}

export async function deleteTaxonRow(db: Db, kind: TaxonKind, id: number) {
  const t = tableOf(kind);
  await db.delete(t).where(eq(t.id, id));
}

/** Courses tied to it, and for a grade the students in it: deleting would silently untie them. */
export async function taxonUses(db: Db, kind: TaxonKind, id: number): Promise<number> {
  if (kind === 'category') {
    const [c] = await db
      .select({ n: count() })
      .from(courseCategories)
      .where(eq(courseCategories.categoryId, id));
    return c?.n ?? 0;
  }
  const [c] = await db.select({ n: count() }).from(courseGrades).where(eq(courseGrades.gradeId, id));
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.gradeId, id));
  return (c?.n ?? 0) + (u?.n ?? 0);
}
