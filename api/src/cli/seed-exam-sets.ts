// The demo exams' questions, one set per topic (a lecture's name, or the topic of an exam entered
// by code). Plain data with no imports but types, so the e2e suite can read the right answers too.
import { BIOLOGY_SETS } from './seed-questions-biology';
import { CHEMISTRY_SETS } from './seed-questions-chemistry';
import { LANGUAGE_SETS } from './seed-questions-languages';
import { MATHS_SETS } from './seed-questions-maths';
import { PHYSICS_SETS } from './seed-questions-physics';
import { PHYSICS_REVIEW_SETS } from './seed-questions-physics-review';

export interface ExamSet {
  /** Four options; `right` is the index of the one right answer (spread over all positions). */
  choice: {
    text: string;
    options: [string, string, string, string];
    right: 0 | 1 | 2 | 3;
    explain: string;
    /** A picture of the question: a shipped asset or one drawn at seed time (seed-exam-images.ts). */
    image?: string;
  };
  /** A statement; `right` says whether it is true. */
  truefalse: { text: string; right: boolean; explain: string };
  /** Corrected by staff; `explain` is the model answer shown after correction. */
  essay: { text: string; explain: string };
}

export const EXAM_SETS: Record<string, ExamSet> = {
  ...PHYSICS_SETS,
  ...PHYSICS_REVIEW_SETS,
  ...CHEMISTRY_SETS,
  ...BIOLOGY_SETS,
  ...MATHS_SETS,
  ...LANGUAGE_SETS,
};

/** The set of a topic; a topic without one is a bug of the seed data, not a reason to seed filler. */
export function examSetFor(topic: string): ExamSet {
  const set = EXAM_SETS[topic];
  if (!set) throw new Error(`no demo exam questions for topic «${topic}»`);
  return set;
}

/** The text of the right option of a topic's choices question. */
export function rightChoiceText(topic: string): string {
  const { options, right } = examSetFor(topic).choice;
  return options[right];
}
