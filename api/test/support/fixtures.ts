import type { User } from '@app/shared-contracts/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/index';
import { categories, grades, mailOutbox } from '../../src/db/schema/index';
import { updateSettings } from '../../src/domain/settings/index';

/** The three secondary grades and two subjects: enough for registration and /app. */
export async function seedBasics(db: Db): Promise<{ gradeIds: number[]; categoryIds: number[] }> {
  const g = await db
    .insert(grades)
    .values([
      { name: 'الصف الأول الثانوي', position: 1 },
      { name: 'الصف الثاني الثانوي', position: 2 },
      { name: 'الصف الثالث الثانوي', position: 3 },
    ])
    .returning({ id: grades.id });
  const c = await db
    .insert(categories)
    .values([
      { name: 'الفيزياء', position: 1 },
      { name: 'الكيمياء', position: 2 },
    ])
    .returning({ id: categories.id });
  return { gradeIds: g.map((r) => r.id), categoryIds: c.map((r) => r.id) };
}

let counter = 0;

export function registerBody(gradeId: number, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'طالب تجريبي',
    email: `student${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'correct-horse-1',
    phone: '01012345678',
    phone_country: 'EG',
    parent_phone: '01112345678',
    parent_phone_country: 'EG',
    grade_id: gradeId,
    governorate: 'القاهرة',
    ...overrides,
  };
}

export interface SignedUp {
  token: string;
  user: User;
  email: string;
  password: string;
}

/** Registers through the api (email verification off unless `verification` is true). */
export async function signUp(
  app: FastifyInstance,
  _db: Db,
  gradeId: number,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const body = registerBody(gradeId, overrides);
  const res = await app.inject({ method: 'POST', url: '/v1/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { token: json.token, user: json.user, email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 6-digit code of the newest mail to the address. */
export async function lastCode(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function setVerification(db: Db, on: boolean) {
  await updateSettings(db, { email_verification: on });
}
