import { groupIdOfRole, type StaffRole } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/crypto';

export interface DemoStaff {
  role: StaffRole;
  name: string;
  email: string;
  password: string;
}

/** The demo's staff: printed with the student's login; fixed so e2e and a person trying it can sign in. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { role: 'admin', name: 'مدير السنتر', email: 'admin@example.com', password: 'demo-admin-2026' },
  {
    role: 'assistant',
    name: 'مساعد السنتر',
    email: 'assistant@example.com',
    password: 'demo-assistant-2026',
  },
  { role: 'teacher', name: 'حساب المعلم', email: 'teacher@example.com', password: 'demo-teacher-2026' },
];

/** An admin, an assistant (the spec's leader) and a teacher account tied to the first teacher. */
export async function seedStaff(db: Db, teacherId: number | undefined): Promise<DemoStaff[]> {
  for (const s of DEMO_STAFF) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, s.email));
    if (found) continue;
    await db.insert(users).values({
      name: s.name,
      email: s.email,
      passwordHash: await hashPassword(s.password),
      emailVerifiedAt: new Date(),
      staffRole: s.role,
      groupId: groupIdOfRole(s.role),
      teacherId: s.role === 'teacher' ? (teacherId ?? null) : null,
    });
  }
  return [...DEMO_STAFF];
}
