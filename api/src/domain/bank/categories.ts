import type { BankCategory } from '@app/shared-contracts/schemas';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bankCategories, bankQuestions } from '../../db/schema/index';

type CategoryRow = typeof bankCategories.$inferSelect;

/**
 * The whole folder tree with its counts, read at once: the tree is small (staff-made folders),
 * and breadcrumbs need every ancestor. Questions counted are the bank's own (no student's).
 */
export async function loadTree(db: Db) {
  const [rows, questionCounts] = await Promise.all([
    db.select().from(bankCategories).orderBy(asc(bankCategories.position), asc(bankCategories.id)),
    db
      .select({ id: bankQuestions.categoryId, n: count() })
      .from(bankQuestions)
      .where(isNull(bankQuestions.userId))
      .groupBy(bankQuestions.categoryId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const questions = new Map(questionCounts.map((c) => [c.id, Number(c.n)]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const key = r.parentCategoryId && byId.has(r.parentCategoryId) ? r.parentCategoryId : null;
    children.set(key, [...(children.get(key) ?? []), r]);
  }
  const view = (r: CategoryRow): BankCategory => {
    const dirs: { id: number; name: string }[] = [];
    const seen = new Set<number>();
    for (let c: CategoryRow | undefined = r; c && !seen.has(c.id); c = byId.get(c.parentCategoryId ?? 0)) {
      seen.add(c.id);
      dirs.unshift({ id: c.id, name: c.name });
    }
    return {
      id: r.id,
      name: r.name,
      full_path: dirs.map((d) => d.name).join(' / '),
      full_path_dirs: dirs,
      parent_category_id: r.parentCategoryId,
      type: r.type,
      child_categories_count: children.get(r.id)?.length ?? 0,
      questions_count: questions.get(r.id) ?? 0,
    };
  };
  return {
    all: () => rows.map(view),
    get: (id: number) => {
      const r = byId.get(id);
      return r ? view(r) : null;
    },
    childrenOf: (id: number | null) => (children.get(id) ?? []).map(view),
  };
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bankCategories.id })
    .from(bankCategories)
    .where(and(eq(bankCategories.id, id)));
  return Boolean(row);
}
