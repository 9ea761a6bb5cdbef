import { z } from 'zod';
import { messages } from '../../messages';

// The contract's field schemas take `unknown` (they preprocess what a person types); a form field
// holds text, so they are typed here as taking what the field gives them. The parse is the same.
const taking = <I, T extends z.ZodType>(schema: T) => schema as unknown as z.ZodType<z.output<T>, I>;

/**
 * A form field that says "required" when left empty, then runs the contract's own schema on what
 * was typed (its rule and its Arabic message). `trim: false` for passwords, sent as typed.
 */
export function requiredThen<T extends z.ZodType>(schema: T, { trim = true } = {}) {
  return (trim ? z.string().trim() : z.string())
    .min(1, messages.auth.required)
    .pipe(taking<string, T>(schema));
}

/** An optional select: nothing chosen ('') is an absent field, else the contract's schema. */
export function optionalThen<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((v) => v || undefined)
    .pipe(taking<string | undefined, T>(schema));
}
