import { z } from 'zod';
import { ERROR_CODES } from '../errors/codes';
import { normalizeDigits } from '../format/digits';
import { GOVERNORATES, PASSWORD_RULE, SPECIALITY_VALUES } from './values';
import { installArabicZodMessages } from './zod-arabic';

// Every schema file imports this one: zod's messages are Arabic wherever a schema is used
// (the api, and each front end's lazy chunks that parse), before any parse.
installArabicZodMessages();

export { normalizeDigits };

export const governorateSchema = z.enum(GOVERNORATES);

export const specialitySchema = z.enum(SPECIALITY_VALUES);

// ---- input helpers: tolerant of Arabic-Indic digits, strict about the resulting type ----

/** Plain decimal notation only: no hex (0x1), exponent (1e3), Infinity or stray signs. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Strings are digit-normalised and trimmed; empty strings become undefined (an absent field);
 * anything but plain decimal notation becomes NaN, which the number schema then refuses.
 */
function toNumberish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const s = normalizeDigits(value).trim().replace(/,/g, '');
  if (s === '') return undefined;
  return DECIMAL.test(s) ? Number(s) : Number.NaN;
}
function toCleanString(value: unknown): unknown {
  return typeof value === 'string' ? normalizeDigits(value).trim() : value;
}

/** A number typed by a person or read from a query string: '٥٠' and '50' both give 50. */
export const numberInput = <T extends z.ZodType>(schema: T) => z.preprocess(toNumberish, schema);
/** A code (pay-card, exam code, wallet address...): digits normalised, all spaces stripped. */
export const codeInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? normalizeDigits(v).replace(/\s+/g, '') : v), schema);
/** A phone-like or numeric string: digits normalised and trimmed, still a string. */
export const digitsStringInput = <T extends z.ZodType>(schema: T) => z.preprocess(toCleanString, schema);

/** Ids are positive 32-bit integers (the database's integer): anything else is refused. */
export const ID_MAX = 2_147_483_647;
const BAD_ID = 'المعرّف غير صحيح';
export const idSchema = z.number(BAD_ID).int(BAD_ID).positive(BAD_ID).max(ID_MAX, BAD_ID);
/** Path parameter `{id}` (arrives as a string). */
export const idParamSchema = z.strictObject({ id: numberInput(idSchema) });
export type IdParam = z.infer<typeof idParamSchema>;

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
/** Money crosses the wire as pounds with at most two decimals (stored as piasters by the api). */
export const moneySchema = z
  .number()
  .finite()
  .refine(hasAtMostTwoDecimals, { message: 'المبلغ يجب ألا يزيد عن رقمين عشريين' });
/** A positive amount typed by the user. */
export const amountInputSchema = numberInput(
  moneySchema.refine((n) => n > 0, { message: 'أدخل مبلغاً صحيحاً' }),
);

/** ISO 8601 date-time string as produced by `Date#toISOString()`. */
export const dateTimeSchema = z.string().min(1);
export const urlSchema = z.string().min(1);

export const namedRefSchema = z.object({ id: idSchema, name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;
export const nameOnlySchema = z.object({ name: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Paginated list: `data` plus `links.next`. `next` is an absolute path including the api prefix
 * (`/v1/courses?page=2&search=...`) or null on the last page; follow it with `getNext` from
 * `@app/shared-contracts` (it bypasses the http client's base URL so `/v1` is not doubled).
 */
export const paginationQuerySchema = z.object({ page: numberInput(idSchema.optional()) });
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    links: z.object({ next: z.string().nullable() }),
  });
export type Paginated<T> = { data: T[]; links: { next: string | null } };

/** `{ data: X }` envelope used by many calls. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const errorCodeSchema = z.enum(ERROR_CODES);
/** 422: errors keyed by field, each a list of Arabic messages. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;
/** Any other failure: `{ error: CODE, message? }`; some calls add context (e.g. course_id). */
export const apiErrorSchema = z.object({ error: errorCodeSchema, message: z.string().optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Bidi embeddings, overrides and isolates: they reorder what others see around a name. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * What shows nothing on its own: whitespace, controls, format characters (zero-width, bidi, tags),
 * combining marks with no letter to sit on, variation selectors, the default-ignorable code points
 * (Hangul fillers, halfwidth filler) and the braille blank, which fonts draw as an empty cell.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** True when `v` has no character one can see (empty included). */
export const isInvisibleText = (v: string): boolean => v.replace(INVISIBLE, '').length === 0;

/** A person's name: bidi overrides stripped, trimmed, and at least two characters one can see. */
export const nameSchema = z
  .string()
  .transform((v) => v.replace(BIDI_CONTROLS, '').trim())
  .pipe(
    z
      .string()
      .min(2, 'أدخل الاسم بالكامل')
      .max(120)
      .refine((v) => v.replace(INVISIBLE, '').length >= 2, 'أدخل الاسم بالكامل')
      // A name is one line: newline and tab are allowed only where text may run over lines.
      .refine((v) => !/[\t\n\r\u2028\u2029]/.test(v), 'الاسم يُكتب في سطر واحد'),
  );

export const passwordSchema = z
  .string()
  .min(PASSWORD_RULE.min, PASSWORD_RULE.tooShort)
  .max(PASSWORD_RULE.max);
export const emailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.email('البريد الإلكتروني غير صحيح').max(190),
);
/** Non-blank text: trimmed, then at least one character. */
export const requiredText = (max = 5000) => z.string().trim().min(1, 'لا يمكنك ترك الحقل فارغاً').max(max);
/** Non-blank text one can see: invisible characters alone (see INVISIBLE) count as blank. */
export const visibleText = (max = 5000) =>
  requiredText(max).refine((v) => !isInvisibleText(v), 'لا يمكنك ترك الحقل فارغاً');
