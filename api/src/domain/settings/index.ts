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
 * The settings as a hot call reads them (a purchase, a transfer, the wallet): kept by this process
 * for a second, like GET /app's answer (below), and dropped with it when this process or another
 * instance changes them. Why: every purchase read the whole table (issue 35, one statement of
 * thirteen). A transaction or a staff change reads `getSettings` directly.
 */
export function cachedSettings(db: Db): Promise<StoredSettings> {
  const hit = settingsCache.get(db);
  if (hit && Date.now() - hit.at < APP_DATA_TTL_MS) return hit.value;
  const value = getSettings(db);
  settingsCache.set(db, { at: Date.now(), value });
  value.catch(() => settingsCache.delete(db));
  return value;
}
const settingsCache = new WeakMap<Db, { at: number; value: Promise<StoredSettings> }>();
onPublicCacheDrop((db) => settingsCache.delete(db));

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
  appDataCache.delete(db);
  settingsCache.delete(db);
  // Home shows the header images and the welcome message.
  invalidatePublicCache(db);
}

/**
 * GET /app is public and read on every start of every client; its inputs change only through
 * staff commands. Each process keeps the answer for a second (other instances on the same
 * PostgreSQL see a change at most that late) and drops it at once when it changes the settings.
 */
const APP_DATA_TTL_MS = 1000;
const appDataCache = new WeakMap<Db, { at: number; value: ReturnType<typeof loadAppData> }>();
// Another instance's change (lib/cache-bus.ts) drops it too.
onPublicCacheDrop((db) => appDataCache.delete(db));

export function getAppData(db: Db) {
  const hit = appDataCache.get(db);
  if (hit && Date.now() - hit.at < APP_DATA_TTL_MS) return hit.value;
  const value = loadAppData(db);
  appDataCache.set(db, { at: Date.now(), value });
  // A failed read is not kept.
  value.catch(() => appDataCache.delete(db));
  return value;
}

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
