import { z } from 'zod';
import { digitsStringInput } from './common';

// A phone's three request fields, apart from profile.ts (which needs the user schema): the
// register form checks them without evaluating the user, course, lecture and exam schemas.

/** National number as typed: digits only after normalisation (spaces, dashes and brackets are
 * removed; a number with its +country prefix belongs in full_phone). */
export const phoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s\-()]/g, '') : v),
  digitsStringInput(z.string().regex(/^\d{6,15}$/, 'صيغة الرقم غير صحيحة')),
);
/** E.164: '+201012345678'. The api checks the number with libphonenumber as well. */
export const fullPhoneSchema = digitsStringInput(
  z.string().regex(/^\+[1-9]\d{6,14}$/, 'صيغة الرقم غير صحيحة'),
);
/** ISO country code; IL is excluded from the phone input (spec 1 §5). */
export const phoneCountrySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string()
    .regex(/^[A-Z]{2}$/, 'صيغة الرقم غير صحيحة')
    .refine((c) => c !== 'IL', { message: 'صيغة الرقم غير صحيحة' }),
);
