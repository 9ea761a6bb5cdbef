import type { StaffMe } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { DomainError } from '../errors';
import { teacherRefOf } from './staff-repository';
import type { AuthContext } from './tokens';

/** GET /v1/staff/me: the signed-in staff member as the shell's staff frame needs them. */
export async function staffMe(db: Db, auth: AuthContext, idleMinutes: number): Promise<StaffMe> {
  if (!auth.staffRole) throw new DomainError('STAFF_ONLY');
  const teacher =
    auth.staffRole === 'teacher' && auth.teacherId ? await teacherRefOf(db, auth.teacherId) : null;
  return {
    id: auth.user.id,
    name: auth.user.name,
    email: auth.user.email,
    role: auth.staffRole,
    teacher,
    idle_minutes: Math.max(1, Math.round(idleMinutes)),
  };
}
