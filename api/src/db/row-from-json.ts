import { getTableColumns, type Table } from 'drizzle-orm';

/** A json/jsonb value as the driver gives it: parsed by node-postgres, as text by PGlite's raw rows. */
export const fromDriverJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * A row of `table` from its JSON (`row_to_json` in a sub-select or a statement written in SQL):
 * column names to keys, each value through the column's own mapper, so dates and numbers come
 * out as drizzle's select gives them.
 */
export function rowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  const raw = fromDriverJson(json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value == null ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
