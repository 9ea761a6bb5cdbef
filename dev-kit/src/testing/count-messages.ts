// The count-message check of every package's messages (one copy for all of them). Only tests
// import this entry.

import { type PluralForms, pluralAr } from '@app/shared-contracts/format';
import { expect, it } from 'vitest';

/** The counts that reach each Intl.PluralRules('ar') category: zero, one, two, few, many, other. */
export const COUNTS = [0, 1, 2, 3, 11, 100] as const;

type Expected = readonly [string, string, string, string, string, string];

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** Keys of Intl.PluralRules' categories only, `other` a string (a label map may have an 'other' too). */
function isPluralTable(value: unknown): value is PluralForms {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PluralForms).other === 'string' &&
    Object.keys(value).every((k) => CATEGORIES.has(k))
  );
}

/** Every plural table (plural categories as keys, a string `other`) in a messages tree, by dotted path. */
export function pluralTables(tree: object, prefix = ''): Record<string, PluralForms> {
  const found: Record<string, PluralForms> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPluralTable(value)) found[path] = value;
    else if (typeof value === 'object' && value !== null) Object.assign(found, pluralTables(value, path));
  }
  return found;
}

/**
 * Declares the tests: `expected` names every plural table of `messages` with its text for
 * 0, 1, 2, 3, 11 and 100, so a count message added without a row fails too.
 */
export function checkCountMessages(messages: object, expected: Record<string, Expected>): void {
  const tables = pluralTables(messages);
  it('every plural table has a row of expected texts', () => {
    expect(Object.keys(tables).sort()).toEqual(Object.keys(expected).sort());
  });
  it.each(Object.entries(expected))('%s', (path, texts) => {
    const table = tables[path];
    expect(table, `${path} is not a plural table`).toBeDefined();
    expect(COUNTS.map((n) => pluralAr(n, table as PluralForms))).toEqual(texts);
  });
}
