import type { Lecture } from '@app/shared-contracts';

export type LectureAction = 'open' | 'buy';

/**
 * Spec 2 §4 'Lecture access'. pay_type 'course': open when purchased (and not expired) or a
 * preview; pay_type 'lectures': open only when purchased and not expired. Otherwise buy it
 * (an expired one is bought again).
 */
export function lectureAction(
  payType: 'course' | 'lectures',
  lecture: Pick<Lecture, 'purchased' | 'preview' | 'expired'>,
): LectureAction {
  const owned = lecture.purchased && !lecture.expired;
  if (payType === 'lectures') return owned ? 'open' : 'buy';
  return owned || lecture.preview ? 'open' : 'buy';
}

/** The lectures are listed when the course is joined or shows a preview; otherwise join first. */
export const showsLectures = (course: { joined: boolean; show_preview: boolean }) =>
  course.joined || course.show_preview;
