import type { StaffExam } from '@app/shared-contracts';

/** The settings form's values: text as typed (the contract's schema reads numbers from text). */
export interface SettingsValues {
  name: string;
  description: string;
  kind: 'exam' | 'homework';
  exam_code: string;
  course_id: string;
  lecture_id: string;
  starts_at: string;
  ends_at: string;
  duration: string;
  max_attempts: string;
  pass_percentage: string;
  show_result: boolean;
  show_detailed_result: boolean;
  shuffle_questions: boolean;
  shuffled_answers: boolean;
  enable_images_answers: boolean;
}

/** An ISO instant as a datetime-local field shows it (the browser's own time zone). */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const iso = (local: string) => (local ? new Date(local).toISOString() : null);

export function valuesOf(exam: StaffExam | undefined): SettingsValues {
  return {
    name: exam?.name ?? '',
    description: exam?.description ?? '',
    kind: exam?.kind ?? 'exam',
    exam_code: exam?.exam_code ?? '',
    course_id: exam?.course ? String(exam.course.id) : '',
    lecture_id: exam?.lecture ? String(exam.lecture.id) : '',
    starts_at: localInput(exam?.starts_at ?? null),
    ends_at: localInput(exam?.ends_at ?? null),
    duration: exam?.duration ? String(exam.duration) : '',
    max_attempts: String(exam?.max_attempts ?? 1),
    pass_percentage: String(exam?.pass_percentage ?? 50),
    show_result: exam?.show_result ?? true,
    show_detailed_result: exam?.show_detailed_result ?? true,
    shuffle_questions: exam?.shuffle_questions ?? false,
    shuffled_answers: exam?.shuffled_answers ?? false,
    enable_images_answers: exam?.enable_images_answers ?? false,
  };
}

/** What the contract reads: blanks become null (no limit, no window) or are left out (a code). */
export const bodyOf = (v: SettingsValues) => ({
  name: v.name,
  description: v.description,
  kind: v.kind,
  exam_code: v.exam_code.trim() || undefined,
  course_id: v.course_id.trim() || null,
  lecture_id: v.lecture_id.trim() || null,
  starts_at: iso(v.starts_at),
  ends_at: iso(v.ends_at),
  duration: v.duration.trim() || null,
  max_attempts: v.max_attempts,
  pass_percentage: v.pass_percentage,
  show_result: v.show_result,
  show_detailed_result: v.show_detailed_result,
  shuffle_questions: v.shuffle_questions,
  shuffled_answers: v.shuffled_answers,
  enable_images_answers: v.enable_images_answers,
});
