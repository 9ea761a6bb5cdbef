import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { categories, grades, settings } from '../../db/schema/index';
import { invalidatePublicCache, onPublicCacheDrop } from '../../lib/public-cache';
import { DEFAULT_SETTINGS, type StoredSettings } from './defaults';

export { DEFAULT_SETTINGS, type StoredSettings } from './defaults';

/** All settings: stored values over the defaults. Unknown stored keys are ignored. */
export async function getSettings(db: Db): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) if (row.key in DEFAULT_SETTINGS) merged[row.key] = row.value;
  return merged as StoredSettings;
}

/**
 * A value per database kept by this process for a second and dropped with the public cache: at
 * once when this process changes it, over the cache bus (lib/cache-bus.ts) when another instance
 * does; other instances on the same PostgreSQL see a change at most that late.
 */
function keptForASecond<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { at: number; value: Promise<T> }>();
  onPublicCacheDrop((db) => kept.delete(db));
  return (db) => {
    const hit = kept.get(db);
    if (hit && Date.now() - hit.at < KEPT_MS) return hit.value;
    const value = load(db);
    kept.set(db, { at: Date.now(), value });
    // A failed read is not kept.
    value.catch(() => kept.delete(db));
    return value;
  };
}
const KEPT_MS = 1000;

/**
 * The settings as a hot call reads them (a purchase, a transfer). Why: every purchase read the
 * whole table (issue 35, one statement of thirteen). A transaction or a staff change reads
 * `getSettings` directly.
 */
export const cachedSettings = keptForASecond(getSettings);

/** Stores some settings (the seed and staff commands use it). */
export async function updateSettings(db: Db, values: Partial<StoredSettings>): Promise<void> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await db
    .insert(settings)
    // A JSON null is a value ('no announcement'); drizzle would write SQL NULL, which the column refuses.
    .values(
      entries.map(([key, value]) => ({
        key,
        value: value === null ? sql`'null'::jsonb` : (value as object),
      })),
    )
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  // Drops the kept settings and GET /app's answer too; home shows the header images and the
  // welcome message.
  invalidatePublicCache(db);
}

/** GET /app is public and read on every start of every client; its inputs change only through staff commands. */
export const getAppData = keptForASecond(loadAppData);

/** The settings plus grades and categories. */
async function loadAppData(db: Db) {
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
  const {
    header_images: _h,
    welcome_msg: _w,
    register_auto_login: _r,
    max_devices_per_student: _d,
    ...app
  } = stored;
  return { ...app, grades: gradeRows, categories: categoryRows };
}
