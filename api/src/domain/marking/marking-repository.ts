import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  answerAttempts,
  answers,
  examSessionQuestions,
  examSessions,
  exams,
  lectures,
  notifications,
  questions,
  users,
} from '../../db/schema/index';
import type { TeacherScope } from './scope';

/** The course an exam belongs to: its own, or its lecture's. */
const examCourse = sql<number | null>`coalesce(${exams.courseId}, ${lectures.courseId})`;

/** An exam with its course (null: an exam of no course), or undefined when there is none. */
export async function examWithCourse(db: Db, examId: number) {
  const [row] = await db
    .select({ exam: exams, courseId: examCourse })
    .from(exams)
    .leftJoin(lectures, eq(lectures.id, exams.lectureId))
    .where(eq(exams.id, examId));
  return row;
}

/** The exam of an answer and its course, or undefined when there is no such answer. */
export async function examOfAttempt(db: Db, attemptId: number) {
  const [row] = await db
    .select({ examId: exams.id, courseId: examCourse, teacherId: exams.teacherId })
    .from(answerAttempts)
    .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .leftJoin(lectures, eq(lectures.id, exams.lectureId))
    .where(eq(answerAttempts.id, attemptId));
  return row;
}

/** Essay answers (text or image) of submitted sessions waiting for a mark, oldest first. */
export async function pendingMarkingRows(
  db: Db,
  o: { scope: TeacherScope | null; examId?: number | undefined; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    isNotNull(examSessions.submittedAt),
    eq(questions.type, 'essay'),
    isNull(answerAttempts.correctionMark),
    or(isNotNull(answerAttempts.answerText), isNotNull(answerAttempts.answerImage)),
  ];
  if (o.examId) conditions.push(eq(exams.id, o.examId));
  if (o.scope) {
    const { courseIds, teacherId } = o.scope;
    conditions.push(
      or(
        courseIds.length ? inArray(examCourse, courseIds) : sql`false`,
        teacherId ? eq(exams.teacherId, teacherId) : sql`false`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      id: answerAttempts.id,
      sessionId: examSessions.id,
      examId: exams.id,
      examName: exams.name,
      studentId: users.id,
      studentName: users.name,
      questionId: questions.id,
      questionText: questions.text,
      questionImage: questions.imageUrl,
      modelText: questions.answerExplainText,
      modelImage: questions.answerExplainImage,
      answerText: answerAttempts.answerText,
      answerImage: answerAttempts.answerImage,
      maxMark: answerAttempts.questionMark,
      submittedAt: examSessions.submittedAt,
    })
    .from(answerAttempts)
    .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
    .innerJoin(questions, eq(questions.id, answerAttempts.questionId))
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .leftJoin(lectures, eq(lectures.id, exams.lectureId))
    .innerJoin(users, eq(users.id, examSessions.userId))
    .where(where)
    .orderBy(asc(answerAttempts.id))
    .limit(o.limit)
    .offset(o.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(answerAttempts)
    .innerJoin(examSessions, eq(examSessions.id, answerAttempts.sessionId))
    .innerJoin(questions, eq(questions.id, answerAttempts.questionId))
    .innerJoin(exams, eq(exams.id, examSessions.examId))
    .leftJoin(lectures, eq(lectures.id, exams.lectureId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Sets the marker's comment of an answer (inside the marking transaction). */
export async function setMarkerComment(tx: Db, attemptId: number, comment: string | null) {
  await tx.update(answerAttempts).set({ markerComment: comment }).where(eq(answerAttempts.id, attemptId));
}

/** A question of an exam with its choices, or undefined. */
export async function questionOfExam(db: Db, examId: number, questionId: number) {
  const [q] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.examId, examId)));
  if (!q) return undefined;
  const choices = await db
    .select()
    .from(answers)
    .where(eq(answers.questionId, questionId))
    .orderBy(asc(answers.position), asc(answers.id));
  return { question: q, choices };
}

/** Marks exactly these choices of a question right, the others wrong. */
export async function setKey(tx: Db, questionId: number, rightIds: number[]) {
  await tx
    .update(answers)
    .set({ correct: inArray(answers.id, rightIds) })
    .where(eq(answers.questionId, questionId));
}

/** Ids of the submitted sessions of an exam, oldest first. */
export async function submittedSessionIds(db: Db, examId: number): Promise<number[]> {
  const rows = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .where(and(eq(examSessions.examId, examId), isNotNull(examSessions.submittedAt)))
    .orderBy(asc(examSessions.id));
  return rows.map((r) => r.id);
}

/** A session and its answer to one question, the session row locked for the re-marking. */
export async function lockSessionAnswer(tx: Db, sessionId: number, questionId: number) {
  const [session] = await tx.select().from(examSessions).where(eq(examSessions.id, sessionId)).for('update');
  if (!session) return undefined;
  const [attempt] = await tx
    .select()
    .from(answerAttempts)
    .where(and(eq(answerAttempts.sessionId, sessionId), eq(answerAttempts.questionId, questionId)));
  return { session, attempt };
}

type SessionPatch = Partial<typeof examSessions.$inferInsert>;

/** Writes a re-marked answer and its session's figures. */
export async function writeRemark(
  tx: Db,
  o: { attemptId: number; correct: boolean; mark: number; sessionId: number; session: SessionPatch },
) {
  await tx
    .update(answerAttempts)
    .set({ correct: o.correct, correctionMark: o.mark })
    .where(eq(answerAttempts.id, o.attemptId));
  await tx.update(examSessions).set(o.session).where(eq(examSessions.id, o.sessionId));
}

/** The student's bell: their result of an exam changed. */
export async function notifyResultChanged(
  tx: Db,
  o: { userId: number; token: string; exam: string; mark: number; total: number },
) {
  await tx.insert(notifications).values({
    userId: o.userId,
    type: 'default',
    title: 'تم تعديل نتيجة امتحانك',
    content: `صُحح مفتاح إجابة في «${o.exam}»، ونتيجتك الآن ${o.mark} من ${o.total}.`,
    to: `/exams/session?sessionToken=${o.token}`,
  });
}

export type ResultsSort = 'submitted_at' | 'mark' | 'time_taken';

/** Submitted sessions of an exam with their student and attempt number, one page. */
export async function resultRows(
  db: Db,
  o: {
    examId: number;
    q?: string | undefined;
    sort: ResultsSort;
    desc: boolean;
    limit: number;
    offset: number;
  },
) {
  // The attempt number counts every session of the student at this exam, in the order started.
  const ranked = db
    .select({
      id: examSessions.id,
      attempt:
        sql<number>`row_number() over (partition by ${examSessions.userId} order by ${examSessions.startTime}, ${examSessions.id})::int`.as(
          'attempt',
        ),
    })
    .from(examSessions)
    .where(eq(examSessions.examId, o.examId))
    .as('ranked');
  const search = o.q ? `%${o.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(examSessions.examId, o.examId),
    isNotNull(examSessions.submittedAt),
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
  );
  const column = {
    submitted_at: sql`${examSessions.submittedAt}`,
    mark: sql`case when ${examSessions.corrected} then ${examSessions.correctionMark} end`,
    time_taken: sql`${examSessions.submittedAt} - ${examSessions.startTime}`,
  }[o.sort];
  const rows = await db
    .select({ s: examSessions, attempt: ranked.attempt, name: users.name, email: users.email })
    .from(examSessions)
    .innerJoin(ranked, eq(ranked.id, examSessions.id))
    .innerJoin(users, eq(users.id, examSessions.userId))
    .where(where)
    .orderBy(o.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(examSessions.id))
    .limit(o.limit)
    .offset(o.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examSessions)
    .innerJoin(users, eq(users.id, examSessions.userId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Everything the item analysis reads: submitted sessions, questions, choices and answers. */
export async function analysisData(db: Db, examId: number) {
  const sessions = await db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.examId, examId), isNotNull(examSessions.submittedAt)));
  const qs = await db
    .select()
    .from(questions)
    .where(eq(questions.examId, examId))
    .orderBy(asc(questions.position), asc(questions.id));
  const qIds = qs.map((q) => q.id);
  const choices = qIds.length
    ? await db
        .select()
        .from(answers)
        .where(inArray(answers.questionId, qIds))
        .orderBy(asc(answers.position), asc(answers.id))
    : [];
  const sIds = sessions.map((s) => s.id);
  const attempts = sIds.length
    ? await db.select().from(answerAttempts).where(inArray(answerAttempts.sessionId, sIds))
    : [];
  // A session with its own paper (questions drawn or shuffled for it) is counted for those only.
  const drawn = sIds.length
    ? await db
        .select({ sessionId: examSessionQuestions.sessionId, questionId: examSessionQuestions.questionId })
        .from(examSessionQuestions)
        .where(inArray(examSessionQuestions.sessionId, sIds))
    : [];
  return { sessions, questions: qs, choices, attempts, drawn };
}

/** The sum of an exam's question marks. */
export async function examTotalMark(db: Db, examId: number): Promise<number> {
  const [row] = await db
    .select({ t: sql<number>`coalesce(sum(${questions.mark}), 0)::float8` })
    .from(questions)
    .where(eq(questions.examId, examId));
  return Number(row?.t ?? 0);
}
