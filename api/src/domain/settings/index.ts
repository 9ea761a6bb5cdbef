import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { categories, grades, settings } from '../../db/schema/index';
import { DEFAULT_SETTINGS, type StoredSettings } from './defaults';

export { DEFAULT_SETTINGS, type StoredSettings } from './defaults';

/** All settings: stored values over the defaults. Unknown stored keys are ignored. */
export async function getSettings(db: Db): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) if (row.key in DEFAULT_SETTINGS) merged[row.key] = row.value;
  return merged as StoredSettings;
}

/** Stores some settings (the seed and staff commands use it). */
export async function updateSettings(db: Db, values: Partial<StoredSettings>): Promise<void> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await db
    .insert(settings)
    .values(entries.map(([key, value]) => ({ key, value: value as object })))
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/** GET /app: the settings plus grades and categories. */
export async function getAppData(db: Db) {
  const [stored, gradeRows, categoryRows] = await Promise.all([
    getSettings(db),
    db
      .select({ id: grades.id, name: grades.name })
      .from(grades)
      .orderBy(asc(grades.position), asc(grades.id)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  const { header_images: _h, welcome_msg: _w, register_auto_login: _r, ...app } = stored;
  return { ...app, grades: gradeRows, categories: categoryRows };
}
