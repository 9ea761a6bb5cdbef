/**
 * The data `pnpm bench:api`'s write calls use up (issue 35), made in the serve process straight in
 * the database so a run starts in seconds: students with funded wallets and a token each, a course
 * of lectures every student may buy once, exams with a running session per student (answers are
 * saved into one exam's sessions, the others' are submitted, each once), and an exam for the
 * details read. Imported by serve.ts only (the parent stays light). The parent's `setupRequest` hands each request the next unused item.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/index';
import * as schema from '../src/db/schema/index';
import { issueToken } from '../src/domain/auth/tokens';
import { credit, toPiasters } from '../src/domain/ledger/index';
import { hashPassword, newOpaqueToken } from '../src/lib/crypto';
import type { WriteData } from './write-targets';

const chunks = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

export async function prepareWrites(
  db: Db,
  o: { students: number; lectures: number; exams: number },
): Promise<WriteData> {
  const stamp = Date.now() % 1e8;

  const passwordHash = await hashPassword('bench-writes-2026');
  const users = await db
    .insert(schema.users)
    .values(
      Array.from({ length: o.students }, (_, i) => ({
        name: `طالب القياس ${i}`,
        email: `bench-${stamp}-${i}@bench.test`,
        passwordHash,
      })),
    )
    .returning({ id: schema.users.id });
  const students: WriteData['students'] = [];
  for (const u of users) {
    // Enough for every lecture and the transfers of a long run (the wallet holds at most 100 000).
    await credit(db, { userId: u.id, amount: toPiasters(5_000), type: 'recharge' });
    const { token } = await issueToken(db, u.id);
    const [w] = await db
      .select({ address: schema.wallets.address })
      .from(schema.wallets)
      .where(eq(schema.wallets.userId, u.id));
    students.push({ id: u.id, token, address: w?.address ?? '' });
  }

  const [course] = await db
    .insert(schema.courses)
    .values({ name: `دورة القياس ${stamp}`, price: 0, payType: 'lectures', published: true })
    .returning({ id: schema.courses.id });
  if (!course) throw new Error('no course');
  const lectures = await db
    .insert(schema.lectures)
    .values(
      Array.from({ length: o.lectures }, (_, i) => ({
        courseId: course.id,
        name: `محاضرة ${i + 1}`,
        price: toPiasters(10),
        published: true,
        position: i + 1,
      })),
    )
    .returning({ id: schema.lectures.id });

  // Exam 0: answers are saved into its sessions; the others' sessions are submitted.
  const exams = await db
    .insert(schema.exams)
    .values(
      Array.from({ length: o.exams + 1 }, (_, i) => ({
        name: `امتحان القياس ${i}`,
        duration: 180,
        examCode: `BENCH${stamp}X${i}`,
      })),
    )
    .returning({ id: schema.exams.id, code: schema.exams.examCode });
  const questions = await db
    .insert(schema.questions)
    .values(
      exams.flatMap((e) =>
        [1, 2, 3].map((p) => ({
          examId: e.id,
          type: 'choices' as const,
          text: `سؤال ${p}`,
          mark: 1,
          position: p,
        })),
      ),
    )
    .returning({ id: schema.questions.id, examId: schema.questions.examId });
  const choices = await db
    .insert(schema.answers)
    .values(
      questions.flatMap((q) =>
        [1, 2, 3, 4].map((p) => ({ questionId: q.id, text: `اختيار ${p}`, correct: p === 1, position: p })),
      ),
    )
    .returning({ id: schema.answers.id, questionId: schema.answers.questionId });

  const now = new Date();
  const deadline = new Date(now.getTime() + 180 * 60_000);
  const rows = exams.flatMap((e) =>
    students.map((s) => ({
      token: newOpaqueToken(),
      examId: e.id,
      userId: s.id,
      startTime: now,
      deadline,
      totalMark: 3,
    })),
  );
  for (const part of chunks(rows, 500)) await db.insert(schema.examSessions).values(part);
  const tokenOf = new Map(students.map((s) => [s.id, s.token]));
  const saveExam = exams[0]?.id;
  const saveQuestions = questions
    .filter((q) => q.examId === saveExam)
    .map((q) => ({ id: q.id, answerIds: choices.filter((c) => c.questionId === q.id).map((c) => c.id) }));
  const sessions = rows.map((r) => ({ session: r.token, token: tokenOf.get(r.userId) ?? '' }));
  return {
    students,
    lectureIds: lectures.map((l) => l.id),
    saveSessions: sessions.filter((_, i) => rows[i]?.examId === saveExam),
    submitSessions: sessions.filter((_, i) => rows[i]?.examId !== saveExam),
    saveQuestions,
    examCode: exams[0]?.code ?? '',
  };
}
