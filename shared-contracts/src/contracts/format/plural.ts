import { onFirstUse } from './on-first-use';

export type PluralForms = {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
};

const pluralRules = onFirstUse(() => new Intl.PluralRules('ar'));

/**
 * Arabic count wording by Intl.PluralRules('ar'): 0 zero, 1 one, 2 two, 3-10 few, 11-99 many,
 * 100+ other. `{n}` in a form is replaced by the count. Missing forms fall back to `other`.
 * pluralAr(3, { one: 'محاضرة واحدة', two: 'محاضرتان', few: '{n} محاضرات', other: '{n} محاضرة' })
 */
export function pluralAr(n: number, forms: PluralForms): string {
  const category = pluralRules().select(n) as keyof PluralForms;
  const form = forms[category] ?? forms.other;
  return form.replace(/\{n\}/g, String(n));
}
