import { z } from 'zod';
import { userSchema } from './user';
import { VERIFICATION_STATES } from './values';

// The auth calls' answers that hold a user (their bodies are in auth.ts).

// POST /login -> {token, user, message}
export const loginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST /register
/** token and user are null when the account must sign in first (the message says why). */
export const registerResponseSchema = z.object({
  token: z.string().nullable(),
  user: userSchema.nullable(),
  verification: z.enum(VERIFICATION_STATES).nullable(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// POST /verify -> {user}
export const verifyResponseSchema = z.object({ user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

// POST /password -> {user, token}
export const setPasswordResponseSchema = z.object({ user: userSchema, token: z.string() });
export type SetPasswordResponse = z.infer<typeof setPasswordResponseSchema>;

// POST /auth/user (empty body, bearer) -> {user}
export const authUserResponseSchema = z.object({ user: userSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;
