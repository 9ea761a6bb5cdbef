import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { teachers, type UserRow, users } from '../../db/schema/index';
import { forgetSignIns } from '../../lib/sign-in-cache';

export type StaffRoleValue = NonNullable<UserRow['staffRole']>;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.staffRole,
  teacherId: users.teacherId,
  teacherName: teachers.name,
  blockedAt: users.blockedAt,
  mustSetPassword: users.mustSetPassword,
  createdAt: users.createdAt,
};
export type StaffAccountRow = {
  id: number;
  name: string;
  email: string;
  role: StaffRoleValue | null;
  teacherId: number | null;
  teacherName: string | null;
  blockedAt: Date | null;
  mustSetPassword: boolean;
  createdAt: Date;
};

/** LIKE's own characters in a search are searched for, not used as wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findStaffPage(
  db: Db,
  f: { q?: string | undefined; role?: StaffRoleValue | undefined },
  page: { limit: number; offset: number; sort: 'name' | 'created_at'; ascending: boolean },
): Promise<{ rows: StaffAccountRow[]; total: number }> {
  const parts: SQL[] = [isNotNull(users.staffRole)];
  if (f.role) parts.push(eq(users.staffRole, f.role));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    parts.push(or(ilike(users.name, like), ilike(users.email, like)) as SQL);
  }
  const where = and(...parts);
  const col = page.sort === 'name' ? users.name : users.createdAt;
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(teachers, eq(teachers.id, users.teacherId))
    .where(where)
    .orderBy(page.ascending ? asc(col) : desc(col), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One staff account (null when the id is no staff member), locked when asked. */
export async function findStaffAccount(db: Db, id: number, lock = false): Promise<StaffAccountRow | null> {
  const query = db
    .select(columns)
    .from(users)
    .leftJoin(teachers, eq(teachers.id, users.teacherId))
    .where(and(eq(users.id, id), isNotNull(users.staffRole)));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

/** Admins who can still sign in, their rows locked (the last-admin rule is checked under it). */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRole, 'admin'), isNull(users.blockedAt)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function teacherExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, id));
  return Boolean(row);
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

export async function insertStaff(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('staff insert returned nothing');
  return row.id;
}

export async function updateStaff(
  db: Db,
  id: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
  forgetSignIns(db, id);
}
