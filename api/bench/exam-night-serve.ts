/**
 * The server side of `pnpm bench:exam` (bench/bench-exam.ts), run in a child process: the real app
 * on an empty database (in-memory PGlite, or the PostgreSQL at `databaseUrl`). On 'prepare' it
 * makes one exam of a short duration, N students (one argon2 hash shared, so making them is
 * cheap; signing in still verifies it) and a lecture to buy; on 'verify' it checks the database
 * against what the students were told.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const STUDENT_PASSWORD = 'exam-night-2026';

export interface Prepared {
  port: number;
  examId: number;
  questions: { id: number; answerIds: number[] }[];
  lectureId: number;
  emails: string[];
}

const one = <T>(rows: T[]): T => {
  const row = rows[0];
  if (!row) throw new Error('the insert returned nothing');
  return row;
};

export interface Saved {
  /** `${email} ${questionId}` → the answer id the api acknowledged last. */
  answers: Record<string, number>;
  /** Each student's session token. */
  sessions: Record<string, string>;
}

export async function serveExamNight(databaseUrl: string | null): Promise<void> {
  const { eq, inArray, sql } = await import('drizzle-orm');
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/config');
  const { createDb } = await import('../src/db/index');
  const schema = await import('../src/db/schema/index');
  const { seedBase } = await import('../src/cli/seed');
  const { hashPassword } = await import('../src/lib/crypto');
  const { credit } = await import('../src/domain/ledger/index');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-exam-'));
  const handle = await createDb(databaseUrl ? { databaseUrl, poolSize: 10 } : {});
  const db = handle.db;
  await seedBase(db);
  const app = await buildApp({
    config: testConfig({
      dataDir,
      databaseUrl: databaseUrl ?? undefined,
      rateLimits: false,
      logLevel: 'silent',
      nodeEnv: 'production',
      exposeOutbox: false,
    }),
    db,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const passwordHash = await hashPassword(STUDENT_PASSWORD);
  const [grade] = await db.select({ id: schema.grades.id }).from(schema.grades).limit(1);
  let round = 0;
  // The api process's CPU time over a round: its cost per call, whatever else the machine runs.
  let cpuAtPrepare = process.cpuUsage();

  async function prepare(n: number, minutes: number): Promise<Prepared> {
    round += 1;
    const exam = one(
      await db
        .insert(schema.exams)
        .values({
          name: `امتحان الليلة ${round}`,
          duration: minutes,
          examCode: `NIGHT${round}${Date.now() % 1e6}`,
        })
        .returning({ id: schema.exams.id }),
    );
    const questions: Prepared['questions'] = [];
    for (let i = 1; i <= 10; i++) {
      const q = one(
        await db
          .insert(schema.questions)
          .values({ examId: exam.id, type: 'choices', text: `سؤال ${i}`, mark: 1, position: i })
          .returning({ id: schema.questions.id }),
      );
      const answers = await db
        .insert(schema.answers)
        .values(
          [1, 2, 3, 4].map((p) => ({
            questionId: q.id,
            text: `اختيار ${p}`,
            correct: p === 1,
            position: p,
          })),
        )
        .returning({ id: schema.answers.id });
      questions.push({ id: q.id, answerIds: answers.map((a) => a.id) });
    }
    const course = one(
      await db
        .insert(schema.courses)
        .values({ name: `دورة ${round}`, price: 0, payType: 'lectures', published: true })
        .returning({ id: schema.courses.id }),
    );
    const lecture = one(
      await db
        .insert(schema.lectures)
        .values({ courseId: course.id, name: 'محاضرة المراجعة', price: 1_000, published: true })
        .returning({ id: schema.lectures.id }),
    );
    const emails = Array.from({ length: n }, (_, i) => `night${round}-${i}@bench.test`);
    const rows = await db
      .insert(schema.users)
      .values(
        emails.map((email, i) => ({ name: `طالب ${i}`, email, passwordHash, gradeId: grade?.id ?? null })),
      )
      .returning({ id: schema.users.id });
    // Every twentieth student buys: money for that.
    for (const [i, r] of rows.entries())
      if (i % 20 === 0) await credit(db, { userId: r.id, amount: 5_000, type: 'recharge' });
    cpuAtPrepare = process.cpuUsage();
    return { port, examId: exam.id, questions, lectureId: lecture.id, emails };
  }

  async function verify(examId: number, saved: Saved): Promise<{ problems: string[]; cpuMs: number }> {
    const used = process.cpuUsage(cpuAtPrepare);
    const cpuMs = (used.user + used.system) / 1000;
    const problems: string[] = [];
    const sessions = await db
      .select({
        id: schema.examSessions.id,
        token: schema.examSessions.token,
        userId: schema.examSessions.userId,
        submittedAt: schema.examSessions.submittedAt,
        email: schema.users.email,
      })
      .from(schema.examSessions)
      .innerJoin(schema.users, eq(schema.users.id, schema.examSessions.userId))
      .where(eq(schema.examSessions.examId, examId));
    const perUser = new Map<number, number>();
    for (const s of sessions) perUser.set(s.userId, (perUser.get(s.userId) ?? 0) + 1);
    for (const [userId, count] of perUser)
      if (count !== 1) problems.push(`user ${userId}: ${count} sessions`);
    const unsubmitted = sessions.filter((s) => !s.submittedAt).length;
    if (unsubmitted) problems.push(`${unsubmitted} sessions without a result`);
    if (sessions.length !== Object.keys(saved.sessions).length)
      problems.push(`${sessions.length} sessions stored, ${Object.keys(saved.sessions).length} started`);
    const ids = sessions.map((s) => s.id);
    const attempts = ids.length
      ? await db
          .select({
            sessionId: schema.answerAttempts.sessionId,
            questionId: schema.answerAttempts.questionId,
            answerId: schema.answerAttempts.answerId,
          })
          .from(schema.answerAttempts)
          .where(inArray(schema.answerAttempts.sessionId, ids))
      : [];
    const emailOf = new Map(sessions.map((s) => [s.id, s.email]));
    const stored = new Map(attempts.map((a) => [`${emailOf.get(a.sessionId)} ${a.questionId}`, a.answerId]));
    let lost = 0;
    for (const [key, answerId] of Object.entries(saved.answers)) if (stored.get(key) !== answerId) lost++;
    if (lost) problems.push(`${lost} acknowledged answers not stored as acknowledged`);
    await db.execute(sql`select 1`);
    return { problems, cpuMs };
  }

  const stop = async () => {
    await app.close().catch(() => {});
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: { op: string; n?: number; minutes?: number; examId?: number; saved?: Saved }) => {
    if (m.op === 'stop') void stop();
    if (m.op === 'prepare')
      void prepare(m.n ?? 10, m.minutes ?? 1).then((p) => process.send?.({ op: 'prepared', p }));
    if (m.op === 'verify')
      void verify(m.examId ?? 0, m.saved ?? { answers: {}, sessions: {} }).then((v) =>
        process.send?.({ op: 'verified', ...v }),
      );
  });
  process.on('disconnect', () => void stop());
  process.send?.({ op: 'ready', port });
}
