import type {
  StaffExam,
  StaffExamCreateBody,
  StaffExamListQuery,
  StaffExamPage,
  StaffExamUpdateBody,
} from '@app/shared-contracts/schemas';
import { STAFF_EXAM_MESSAGES, staffPaging } from '@app/shared-contracts/schemas';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/index';
import { exams } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import { checkTarget, reachableExam } from './access';
import { claimCode, codeTaken, freeCode } from './codes';
import { coursesOfTeacher, examsPage, searchWhere, teacherExamsWhere } from './repository';
import { freshView, questionsCountOf, staffExamView, statusOf } from './view';

const date = (v: string | null | undefined) => (v ? new Date(v) : null);

/** The columns of the settings a body gives (PATCH: only those present). */
function settingsOf(b: StaffExamUpdateBody) {
  const has = (k: keyof StaffExamUpdateBody) => b[k] !== undefined;
  return {
    ...(has('name') ? { name: b.name } : {}),
    ...(has('description') ? { description: b.description } : {}),
    ...(has('kind') ? { kind: b.kind } : {}),
    ...(has('starts_at') ? { startsAt: date(b.starts_at) } : {}),
    ...(has('ends_at') ? { endsAt: date(b.ends_at) } : {}),
    ...(has('duration') ? { duration: b.duration ?? null } : {}),
    ...(has('max_attempts') ? { maxAttempts: b.max_attempts } : {}),
    ...(has('show_result') ? { showResult: b.show_result } : {}),
    ...(has('show_detailed_result') ? { showDetailedResult: b.show_detailed_result } : {}),
    ...(has('shuffle_questions') ? { shuffleQuestions: b.shuffle_questions } : {}),
    ...(has('shuffled_answers') ? { shuffledAnswers: b.shuffled_answers } : {}),
    ...(has('enable_images_answers') ? { enableImagesAnswers: b.enable_images_answers } : {}),
    ...(has('pass_percentage') ? { passPercentage: b.pass_percentage } : {}),
  };
}

/** The unique index is the last word when two staff claim one code at once. */
async function withCodeRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/** POST /staff/exams: a draft (students see nothing of it until it is published). */
export async function createExam(
  db: Db,
  actor: StaffActor,
  b: StaffExamCreateBody,
  now: Date,
): Promise<StaffExam> {
  const target = await checkTarget(db, actor, {
    courseId: b.course_id ?? null,
    lectureId: b.lecture_id ?? null,
    teacherId: b.teacher_id ?? null,
  });
  const id = await withCodeRule(() =>
    db.transaction(async (tx) => {
      const code = b.exam_code ?? (await freeCode(tx));
      await claimCode(tx, code, null, now);
      const [row] = await tx
        .insert(exams)
        .values({
          ...settingsOf(b),
          name: b.name,
          examCode: code,
          courseId: target.courseId,
          lectureId: target.lectureId,
          teacherId: target.teacherId,
          status: 'draft',
          active: false,
          createdBy: actor.id,
        })
        .returning();
      if (!row) throw new Error('exam insert returned nothing');
      await recordAudit(tx, actor, { action: 'exam.create', targetType: 'exam', targetId: row.id, after: b });
      return row.id;
    }),
  );
  return freshView(db, id, now);
}

/** PATCH /staff/exams/{examId}: any setting, also once published (the questions stay as copied). */
export async function updateExam(
  db: Db,
  actor: StaffActor,
  examId: number,
  b: StaffExamUpdateBody,
  now: Date,
): Promise<StaffExam> {
  const exam = await reachableExam(db, actor, examId);
  const target =
    b.course_id !== undefined || b.lecture_id !== undefined || b.teacher_id !== undefined
      ? await checkTarget(db, actor, {
          courseId: b.course_id === undefined ? exam.courseId : (b.course_id ?? null),
          lectureId: b.lecture_id === undefined ? exam.lectureId : (b.lecture_id ?? null),
          teacherId: b.teacher_id === undefined ? exam.teacherId : (b.teacher_id ?? null),
        })
      : null;
  const startsAt = b.starts_at === undefined ? exam.startsAt : date(b.starts_at);
  const endsAt = b.ends_at === undefined ? exam.endsAt : date(b.ends_at);
  if (startsAt && endsAt && endsAt <= startsAt)
    throw new FieldError({ ends_at: [STAFF_EXAM_MESSAGES.window] });
  await withCodeRule(() =>
    db.transaction(async (tx) => {
      if (b.exam_code && b.exam_code !== exam.examCode) await claimCode(tx, b.exam_code, exam.id, now);
      const set = {
        ...settingsOf(b),
        ...(b.exam_code ? { examCode: b.exam_code } : {}),
        ...(target
          ? { courseId: target.courseId, lectureId: target.lectureId, teacherId: target.teacherId }
          : {}),
      };
      if (Object.keys(set).length) await tx.update(exams).set(set).where(eq(exams.id, exam.id));
      await recordAudit(tx, actor, {
        action: 'exam.update',
        targetType: 'exam',
        targetId: exam.id,
        before: exam,
        after: b,
      });
    }),
  );
  return freshView(db, exam.id, now);
}

export async function getExam(db: Db, actor: StaffActor, examId: number, now: Date): Promise<StaffExam> {
  return staffExamView(db, await reachableExam(db, actor, examId), now);
}

function statusWhere(status: StaffExamListQuery['status'], now: Date): SQL | undefined {
  if (status === 'draft') return eq(exams.status, 'draft');
  if (status === 'published')
    return and(eq(exams.status, 'published'), or(isNull(exams.endsAt), gt(exams.endsAt, now)));
  if (status === 'closed')
    return or(eq(exams.status, 'closed'), and(eq(exams.status, 'published'), lte(exams.endsAt, now)));
  return undefined;
}

/** GET /staff/exams: a teacher's own, every exam for admin and assistant; newest first. */
export async function listExams(
  db: Db,
  actor: StaffActor,
  q: StaffExamListQuery,
  now: Date,
): Promise<StaffExamPage> {
  const { page, perPage, offset } = staffPaging(q);
  const scope =
    actor.role === 'teacher'
      ? actor.teacherId
        ? teacherExamsWhere(actor.teacherId, await coursesOfTeacher(db, actor.teacherId))
        : eq(exams.id, -1)
      : undefined;
  const where = and(scope, q.q ? searchWhere(q.q) : undefined, statusWhere(q.status, now));
  const { rows, total } = await examsPage(db, where, {
    limit: perPage,
    offset,
    sort: q.sort ?? 'id',
    asc: q.order === 'asc',
  });
  const items = await Promise.all(
    rows.map(async ({ e, course, sessions }) => ({
      id: e.id,
      name: e.name,
      kind: e.kind,
      exam_code: e.examCode,
      status: statusOf(e, now),
      starts_at: e.startsAt?.toISOString() ?? null,
      ends_at: e.endsAt?.toISOString() ?? null,
      course: e.courseId && course ? { id: e.courseId, name: course } : null,
      questions_count: await questionsCountOf(db, e),
      sessions_count: sessions,
    })),
  );
  return { items, total, page, per_page: perPage };
}
