import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/crypto';

type Out = { log: (line: string) => void };

/**
 * create-admin --email --name [--password]: the first admin of a production install, written
 * directly in the database (decision 0041). Every later staff account is made by an admin through
 * the staff api, so this refuses once any admin exists.
 */
export async function createAdmin(
  db: Db,
  args: string[],
  out: Out,
  fail: { usage: (m: string) => Error; refused: (m: string) => Error },
) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw fail.usage('--email must be an e-mail address');
  if (!values.name?.trim()) throw fail.usage('--name is required');
  if (values.password !== undefined && values.password.length < 8)
    throw fail.usage('--password needs at least 8 characters');
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.staffRole, 'admin'))
    .limit(1);
  if (admin)
    throw fail.refused(`an admin exists already (${admin.email}); admins make staff accounts at /staff`);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw fail.refused(`${email} already has an account (id ${taken.id})`);
  const password = values.password ?? randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: values.name.trim(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      // A generated password is a temporary one: the first sign-in sets a new one.
      mustSetPassword: values.password === undefined,
      staffRole: 'admin',
      groupId: 1,
    })
    .returning({ id: users.id });
  out.log(`created admin ${row?.id} ${email}`);
  if (!values.password) out.log(`password: ${password}`);
}
