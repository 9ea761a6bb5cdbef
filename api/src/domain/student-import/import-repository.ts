import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { grades, users } from '../../db/schema/index';

/** Which of these e-mails already have an account. */
export async function takenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

export async function allGrades(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: grades.id, name: grades.name }).from(grades);
}

/** The new student's id, or null when the e-mail was taken meanwhile (nothing written). */
export async function insertStudent(db: Db, values: typeof users.$inferInsert): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}
