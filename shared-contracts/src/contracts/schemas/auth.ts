import { z } from 'zod';
import {
  codeInput,
  emailSchema,
  governorateSchema,
  idSchema,
  messageResponseSchema,
  nameSchema,
  numberInput,
  passwordSchema,
  specialitySchema,
} from './common';
import { fullPhoneSchema, phoneCountrySchema, phoneSchema } from './phone-fields';

// Login, register and reset payloads are left open by the spec; these are our choices. The answers
// that hold a user are in auth-responses.ts: a sign-in form evaluates its body's schema only.

// POST /login {email, password} -> {token, user, message}
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'أدخل كلمة المرور').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

// POST /register
export const registerBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  phone_country: phoneCountrySchema,
  full_phone: fullPhoneSchema.optional(),
  parent_phone: phoneSchema,
  parent_phone_country: phoneCountrySchema,
  parent_full_phone: fullPhoneSchema.optional(),
  grade_id: numberInput(idSchema),
  governorate: governorateSchema,
  speciality: specialitySchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

// POST /logout -> {message}
export const logoutResponseSchema = messageResponseSchema;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** A 6-digit e-mail code; Arabic-Indic digits and spaces are accepted. */
export const emailCodeSchema = codeInput(z.string().regex(/^\d{6}$/, 'الكود يتكون من 6 أرقام'));

// POST /verify {code} -> {user}; POST /verify/send -> {message}
export const verifyBodySchema = z.strictObject({ code: emailCodeSchema });
export type VerifyBody = z.infer<typeof verifyBodySchema>;
export const verifySendResponseSchema = messageResponseSchema;
export type VerifySendResponse = z.infer<typeof verifySendResponseSchema>;

// Reset in three steps:
// 1. POST /password/reset {email} -> {message} (same answer whether or not the e-mail exists)
export const passwordResetBodySchema = z.strictObject({ email: emailSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export const passwordResetResponseSchema = messageResponseSchema;
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
// 2. POST /password/reset/validate {email, code} -> {url}: a one-time path such as
//    '/v1/password/reset/<token>' (absolute path, post it with baseURL '' like links.next)
export const passwordResetValidateBodySchema = z.strictObject({ email: emailSchema, code: emailCodeSchema });
export type PasswordResetValidateBody = z.infer<typeof passwordResetValidateBodySchema>;
export const passwordResetValidateResponseSchema = z.object({
  url: z.string().regex(/^\/v1\/password\/reset\/[\w-]+$/),
});
export type PasswordResetValidateResponse = z.infer<typeof passwordResetValidateResponseSchema>;
// 3. POST <url> {password} -> {message}; every session of the account is revoked.
export const passwordResetTokenParamsSchema = z.strictObject({ token: z.string().min(16).max(200) });
export const passwordResetCompleteBodySchema = z.strictObject({ password: passwordSchema });
export type PasswordResetCompleteBody = z.infer<typeof passwordResetCompleteBodySchema>;
export const passwordResetCompleteResponseSchema = messageResponseSchema;
export type PasswordResetCompleteResponse = z.infer<typeof passwordResetCompleteResponseSchema>;

// POST /password {password} -> {user, token}: the signed-in user sets a new password without the
// old one (accounts created by staff or by the app hand-off); other tokens are revoked.
/** current_password is required unless staff made the account with a temporary password. */
export const setPasswordBodySchema = z.strictObject({
  current_password: z.string().min(1).max(128).optional(),
  password: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
