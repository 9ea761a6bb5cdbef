import type { StaffExam, StaffExamBankQuestion, StaffExamStatus } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { DomainError } from '../errors';
import { questionsPerStudent } from '../exams/paper-set';
import { pools } from './pools';
import {
  type BankRow,
  type ExamRow,
  examRow,
  fixedCount,
  namedRef,
  overridesOf,
  picksOf,
  rulesOf,
  sessionsCount,
} from './repository';

/** Closed: ended early, or its window is over. */
export function statusOf(e: ExamRow, now: Date): StaffExamStatus {
  if (e.status === 'published' && e.endsAt && e.endsAt <= now) return 'closed';
  return e.status;
}

export const bankView = (q: BankRow): StaffExamBankQuestion => ({
  id: q.id,
  type: q.type,
  text: q.text,
  image_url: q.imageUrl,
  marks: q.marks,
  chapter: q.chapter,
  lesson: q.lesson,
  difficulty: q.difficulty,
  course_id: q.courseId,
});

/** Questions a student gets: a draft's picks and draws, or the published exam's paper. */
export async function questionsCountOf(db: Db, e: ExamRow): Promise<number> {
  if (e.status !== 'draft') return questionsPerStudent(db, e.id);
  const [picks, rules] = await Promise.all([picksOf(db, e.id), rulesOf(db, e.id)]);
  return picks.length + rules.reduce((t, r) => t + r.count, 0);
}

/** GET /staff/exams/{examId}: settings, questions (picked and drawn), overrides. */
export async function staffExamView(db: Db, e: ExamRow, now: Date): Promise<StaffExam> {
  const [picks, rules, sessions, overrides, course, lecture, teacher] = await Promise.all([
    picksOf(db, e.id),
    rulesOf(db, e.id),
    sessionsCount(db, e.id),
    overridesOf(db, e.id),
    namedRef(db, 'course', e.courseId),
    namedRef(db, 'lecture', e.lectureId),
    namedRef(db, 'teacher', e.teacherId),
  ]);
  const poolOf = await pools(
    db,
    e,
    rules,
    picks.map((p) => p.q.id),
  );
  const fixed = e.status === 'draft' ? picks.length : await fixedCount(db, e.id);
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    kind: e.kind,
    status: statusOf(e, now),
    course,
    lecture,
    teacher,
    exam_code: e.examCode,
    starts_at: e.startsAt?.toISOString() ?? null,
    ends_at: e.endsAt?.toISOString() ?? null,
    duration: e.duration,
    max_attempts: e.maxAttempts,
    show_result: e.showResult,
    show_detailed_result: e.showDetailedResult,
    shuffle_questions: e.shuffleQuestions,
    shuffled_answers: e.shuffledAnswers,
    enable_images_answers: e.enableImagesAnswers,
    pass_percentage: e.passPercentage,
    published_at: e.publishedAt?.toISOString() ?? null,
    picks: picks.map((p) => bankView(p.q)),
    draw_rules: rules.map((r) => ({
      id: r.id,
      count: r.count,
      chapter: r.chapter,
      lesson: r.lesson,
      difficulty: r.difficulty,
      pool: poolOf.get(r.id)?.length ?? 0,
    })),
    questions_per_student: fixed + rules.reduce((t, r) => t + r.count, 0),
    sessions_count: sessions,
    overrides: overrides.map(({ o, name, phone }) => ({
      user: { id: o.userId, name, phone },
      extra_minutes: o.extraMinutes,
      extra_attempts: o.extraAttempts,
    })),
  };
}

/** The exam read again after a write, as the answer of that write. */
export async function freshView(db: Db, examId: number, now: Date): Promise<StaffExam> {
  const e = await examRow(db, examId);
  if (!e) throw new DomainError('NOT_FOUND');
  return staffExamView(db, e, now);
}
