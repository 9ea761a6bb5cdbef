import { groupIdOfRole, type Notification, type User } from '@app/shared-contracts/schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { grades, notifications, type UserRow, users, wallets } from '../../db/schema/index';
import { listMyCourses } from '../catalogue/index';
import { REFUSED_TOPUP_TITLE } from '../topups/review';

export const USER_NOTIFICATIONS_LIMIT = 50;

/** The profile fields a student must fill before using the app (profile_not_completed). */
export const REQUIRED_PROFILE_FIELDS = ['phone', 'parentPhone', 'gradeId', 'governorate'] as const;

export function isProfileIncomplete(u: UserRow): boolean {
  return REQUIRED_PROFILE_FIELDS.some((f) => u[f] === null || u[f] === '');
}

export function toNotificationDto(n: typeof notifications.$inferSelect): Notification {
  const type = n.type as Notification['type'];
  return {
    id: n.id,
    read: n.readAt !== null,
    created_at: n.createdAt.toISOString(),
    type,
    data: {
      type,
      title: n.title,
      content: n.content,
      to: n.to,
      // read from the row as written by the review, old rows included (no column needed)
      ...(type === 'recharge' && n.title === REFUSED_TOPUP_TITLE ? { failed: true } : {}),
    },
  };
}

/** The user object of spec 1 §3, as every auth and profile call answers it. */
export async function toUserDto(db: Db, u: UserRow): Promise<User> {
  // Three statements side by side, each built once (issue 35): the grade, balance and unread
  // count in one, the latest notifications, the student's courses.
  const values = { user: u.id };
  const [[facts], latest, myCourses] = await Promise.all([
    preparedOf(db, 'user_facts', () =>
      db
        .select({
          gradeId: grades.id,
          gradeName: grades.name,
          balance:
            sql`(select ${wallets.balance} from ${wallets} where ${wallets.userId} = ${users.id})`.mapWith(
              Number,
            ),
          unread: sql`(select count(*) from ${notifications} where ${and(
            eq(notifications.userId, users.id),
            isNull(notifications.readAt),
          )})`.mapWith(Number),
        })
        .from(users)
        .leftJoin(grades, eq(grades.id, users.gradeId))
        .where(eq(users.id, ph('user'))),
    ).execute(values),
    preparedOf(db, 'user_notifications', () =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, ph('user')))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(USER_NOTIFICATIONS_LIMIT),
    ).execute(values),
    listMyCourses(db, u.id),
  ]);
  const grade = facts?.gradeId ? { id: facts.gradeId, name: facts.gradeName ?? '' } : null;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
    phone: u.phone,
    full_phone: u.fullPhone,
    phone_country: u.phoneCountry,
    parent_phone: u.parentPhone,
    parent_full_phone: u.parentFullPhone,
    parent_phone_country: u.parentPhoneCountry,
    grade,
    grade_id: grade ? grade.id : null,
    speciality: (u.speciality as User['speciality']) ?? null,
    governorate: u.governorate,
    area: u.area,
    last_year_mark: u.lastYearMark,
    avatar: u.avatar,
    balance: (facts?.balance ?? 0) / 100,
    notifications_count: facts?.unread ?? 0,
    notifications: latest.map(toNotificationDto),
    // The spec's groupId, from the staff role (decision 0036): admin 1, assistant (leader) 2.
    groupId: groupIdOfRole(u.staffRole),
    staff_role: u.staffRole ?? null,
    profile_not_completed: isProfileIncomplete(u),
    profile_qr_code: u.profileQrCode,
    center_name: u.centerName,
    center_id: u.centerId,
    my_courses: myCourses,
  };
}
