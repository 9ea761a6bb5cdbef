import { boolean, doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { grades, teachers } from './catalogue';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Students and staff. E-mail is stored lower-cased so uniqueness ignores case. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: ts('email_verified_at'),
  /** Made by staff with a temporary password: POST /password may set one without the old one, once. */
  mustSetPassword: boolean('must_set_password').notNull().default(false),
  phone: text('phone'),
  fullPhone: text('full_phone'),
  phoneCountry: text('phone_country'),
  parentPhone: text('parent_phone'),
  parentFullPhone: text('parent_full_phone'),
  parentPhoneCountry: text('parent_phone_country'),
  gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
  speciality: text('speciality'),
  governorate: text('governorate'),
  area: text('area'),
  lastYearMark: doublePrecision('last_year_mark'),
  /** Path under /uploads, e.g. /uploads/avatars/ab12.webp */
  avatar: text('avatar'),
  /** 1 admin, 2 leader, null student (spec 1 §6). */
  groupId: integer('group_id'),
  /** The staff role (decision 0036); null for a student. groupId follows it: admin 1, assistant 2. */
  staffRole: text('staff_role', { enum: ['admin', 'assistant', 'teacher'] }),
  /** A teacher account's teacher of the catalogue: it works on that teacher's courses only. */
  teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
  /** Set by staff: the account's sign-ins are revoked and a login is refused (ACCOUNT_BLOCKED). */
  blockedAt: ts('blocked_at'),
  profileQrCode: text('profile_qr_code'),
  centerName: text('center_name'),
  centerId: integer('center_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
