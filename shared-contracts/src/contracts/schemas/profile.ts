import { z } from 'zod';
import {
  governorateSchema,
  idSchema,
  nameSchema,
  numberInput,
  specialitySchema,
  visibleText,
} from './common';
import { fullPhoneSchema, phoneCountrySchema, phoneSchema } from './phone-fields';
import { userSchema } from './user';
import { PASSWORD_RULE } from './values';

export { fullPhoneSchema, phoneCountrySchema, phoneSchema };

// PUT /profile: one or more editable fields -> {user}. Phone only when it is empty (api rule).
export const profileUpdateBodySchema = z
  .strictObject({
    name: nameSchema,
    grade_id: numberInput(idSchema),
    governorate: governorateSchema,
    phone: phoneSchema,
    full_phone: fullPhoneSchema,
    phone_country: phoneCountrySchema,
    parent_phone: phoneSchema,
    parent_full_phone: fullPhoneSchema,
    parent_phone_country: phoneCountrySchema,
    speciality: specialitySchema,
    area: visibleText(120),
    last_year_mark: numberInput(z.number().min(0, 'الدرجة يجب ألا تقل عن 0').max(10000)),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'لا توجد تغييرات للحفظ' });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;
export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

// POST /profile/avatar (multipart field `avatar`, jpeg/png/webp checked by bytes) -> {user}
export const avatarResponseSchema = z.object({ user: userSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

// POST /profile/password {current_password, password} -> {user, token, message}
export const passwordChangeBodySchema = z.strictObject({
  current_password: z.string().min(1, 'لا تترك الحقول فارغة').max(PASSWORD_RULE.max),
  // The one password rule (values.ts), after the change form's own 'empty' message.
  password: z
    .string()
    .min(1, 'لا تترك الحقول فارغة')
    .min(PASSWORD_RULE.min, PASSWORD_RULE.tooShort)
    .max(PASSWORD_RULE.max),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
export const passwordChangeResponseSchema = z.object({
  user: userSchema,
  token: z.string(),
  message: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;
