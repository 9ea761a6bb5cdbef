import { z } from 'zod';
import { dateTimeSchema, idSchema, moneySchema, namedRefSchema, specialitySchema, urlSchema } from './common';
import { courseSchema } from './course';
import { notificationSchema } from './notification';
import { staffRoleSchema } from './staff/common';

/** The signed-in user (spec 1 §3, plus center_id of spec 2 and notifications of spec 3). */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  email_verified_at: dateTimeSchema.nullable(),
  /** national number as typed, e.g. '01012345678' */
  phone: z.string().nullable(),
  /** E.164, e.g. '+201012345678' */
  full_phone: z.string().nullable(),
  /** ISO 3166-1 alpha-2, e.g. 'EG' */
  phone_country: z.string().nullable(),
  parent_phone: z.string().nullable(),
  parent_full_phone: z.string().nullable(),
  parent_phone_country: z.string().nullable(),
  grade: namedRefSchema.nullable(),
  grade_id: idSchema.nullable(),
  speciality: specialitySchema.nullable(),
  /** one of GOVERNORATES (kept as a plain string so old rows never break a response) */
  governorate: z.string().nullable(),
  area: z.string().nullable(),
  last_year_mark: z.number().nonnegative().nullable(),
  avatar: urlSchema.nullable(),
  /** wallet balance in pounds */
  balance: moneySchema,
  notifications_count: z.number().int().nonnegative(),
  /** newest first; the bell shows 10 then 'show more' */
  notifications: z.array(notificationSchema),
  /** 1 admin, 2 leader, null student */
  groupId: z.union([z.literal(1), z.literal(2)]).nullable(),
  /**
   * The staff role (decision 0036), null for a student. A teacher has no groupId, so the login
   * page reads this to send staff to /staff. Optional: a session stored before it existed lacks it.
   */
  staff_role: staffRoleSchema.nullable().optional(),
  profile_not_completed: z.boolean(),
  /** text encoded in the profile QR code; null hides the QR button */
  profile_qr_code: z.string().nullable(),
  center_name: z.string().nullable(),
  center_id: idSchema.nullable(),
  my_courses: z.array(courseSchema),
});
export type User = z.infer<typeof userSchema>;

/** `{ user }` envelope of POST /auth/user, POST /verify, GET/PUT /profile, POST /profile/avatar. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
/** `{ user, token }` of POST /password and POST /profile/password. */
export const userTokenResponseSchema = z.object({
  user: userSchema,
  token: z.string(),
  message: z.string().optional(),
});
export type UserTokenResponse = z.infer<typeof userTokenResponseSchema>;
