import { randomInt } from 'node:crypto';
import { STAFF_EXAM_MESSAGES } from '@app/shared-contracts/schemas';
import { and, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { exams } from '../../db/schema/index';
import { FieldError } from '../errors';

// Exam codes (decision 0048): unique among exams not closed (the partial unique index
// exams_code_open_idx is the last word); an exam whose window has ended is closed when its code
// is claimed again, so a centre may reuse last year's code.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newExamCode = () =>
  Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const codeTaken = () => new FieldError({ exam_code: [STAFF_EXAM_MESSAGES.codeTaken] });

/** Refuses a code held by another open exam (422 exam_code), closing ended exams that hold it. */
export async function claimCode(tx: Db, code: string, selfId: number | null, now: Date): Promise<void> {
  await tx
    .update(exams)
    .set({ status: 'closed' })
    .where(
      and(
        eq(exams.examCode, code),
        ne(exams.status, 'closed'),
        isNotNull(exams.endsAt),
        lte(exams.endsAt, now),
        selfId === null ? undefined : ne(exams.id, selfId),
      ),
    );
  const [held] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(
      and(
        eq(exams.examCode, code),
        ne(exams.status, 'closed'),
        selfId === null ? undefined : ne(exams.id, selfId),
      ),
    )
    .limit(1);
  if (held) throw codeTaken();
}

/** A generated code no open exam holds. */
export async function freeCode(tx: Db): Promise<string> {
  for (;;) {
    const code = newExamCode();
    const [held] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.examCode, code), sql`${exams.status} <> 'closed'`))
      .limit(1);
    if (!held) return code;
  }
}
