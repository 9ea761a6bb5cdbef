import { groupIdOfRole } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/index';
import { accessTokens, teachers, users } from '../../src/db/schema/index';
import { issueToken } from '../../src/domain/auth/tokens';
import { forgetSignIns } from '../../src/lib/sign-in-cache';
import type { StaffRole } from '../../src/routes/staff/roles';

export interface StaffMember {
  id: number;
  token: string;
  tokenId: number;
  email: string;
  role: StaffRole;
  teacherId: number | null;
}

let seq = 0;

/** A catalogue teacher (for a teacher account), made directly in the database. */
export async function makeTeacher(db: Db, name = 'أ. معلم الاختبار'): Promise<number> {
  const [row] = await db.insert(teachers).values({ name }).returning({ id: teachers.id });
  return row!.id;
}

/**
 * A staff account with a live token, made directly in the database (the staff accounts api is
 * tried in its own tests). A teacher gets a new catalogue teacher unless one is given.
 */
export async function makeStaff(
  db: Db,
  role: StaffRole,
  opts: { teacherId?: number; name?: string } = {},
): Promise<StaffMember> {
  seq += 1;
  const email = `${role}${seq}-${Math.random().toString(36).slice(2, 7)}@staff.test`;
  const teacherId = role === 'teacher' ? (opts.teacherId ?? (await makeTeacher(db))) : null;
  const [row] = await db
    .insert(users)
    .values({
      name: opts.name ?? `موظف ${role} ${seq}`,
      email,
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
      staffRole: role,
      groupId: groupIdOfRole(role),
      teacherId,
    })
    .returning({ id: users.id });
  const { token, tokenId } = await issueToken(db, row!.id);
  return { id: row!.id, token, tokenId, email, role, teacherId };
}

/** Makes a token look unused since `minutes` ago (idle staff sessions). */
export async function ageToken(db: Db, tokenId: number, minutes: number): Promise<void> {
  const then = new Date(Date.now() - minutes * 60_000);
  const [row] = await db
    .update(accessTokens)
    .set({ lastUsedAt: then, createdAt: then })
    .where(eq(accessTokens.id, tokenId))
    .returning({ userId: accessTokens.userId });
  // Written behind the api's back: the cached sign-in is forgotten as a real change would.
  if (row) forgetSignIns(db, row.userId);
}
