import type { ExamBankDifficulty, ExamBankQuestion, ExamBankType, Question } from '@app/shared-contracts';
import { messages } from '../../../messages';

const c = messages.staffBank.choices;

/** The editor's fields as typed (numbers as text, blanks as ''); `toBody` gives the contract's input. */
export interface EditorValues {
  type: ExamBankType;
  text: string;
  image_url: string | null;
  explanation_text: string;
  explanation_image: string | null;
  marks: string;
  allow_image_answer: boolean;
  course_id: string;
  chapter: string;
  lesson: string;
  difficulty: ExamBankDifficulty | '';
  /** a choice's picture is optional (the student's exam shows it beside the text) */
  choices: { text: string; correct: boolean; image_url?: string | null }[];
}

const blankChoices = () => [
  { text: '', correct: true },
  { text: '', correct: false },
];
const trueFalse = () => [
  { text: c.trueText, correct: true },
  { text: c.falseText, correct: false },
];

export const emptyValues = (): EditorValues => ({
  type: 'choices',
  text: '',
  image_url: null,
  explanation_text: '',
  explanation_image: null,
  marks: '1',
  allow_image_answer: false,
  course_id: '',
  chapter: '',
  lesson: '',
  difficulty: '',
  choices: blankChoices(),
});

export const valuesOf = (q: ExamBankQuestion): EditorValues => ({
  type: q.type,
  text: q.text,
  image_url: q.image_url,
  explanation_text: q.explanation_text ?? '',
  explanation_image: q.explanation_image,
  marks: String(q.marks),
  allow_image_answer: q.allow_image_answer,
  course_id: q.course ? String(q.course.id) : '',
  chapter: q.chapter ?? '',
  lesson: q.lesson ?? '',
  difficulty: q.difficulty ?? '',
  choices: q.choices.map((ch) =>
    ch.image_url
      ? { text: ch.text, correct: ch.correct, image_url: ch.image_url }
      : { text: ch.text, correct: ch.correct },
  ),
});

/** The choices a type starts with when the teacher switches to it. */
export const choicesForType = (type: ExamBankType, now: EditorValues['choices']) => {
  if (type === 'essay') return [];
  if (type === 'truefalse') return trueFalse();
  return now.length >= 2 && now.every((ch) => ch.text !== c.trueText && ch.text !== c.falseText)
    ? now
    : blankChoices();
};

/** What the contract's schema reads. */
export const toBody = (v: EditorValues) => ({
  type: v.type,
  text: v.text,
  image_url: v.image_url,
  explanation_text: v.explanation_text,
  explanation_image: v.explanation_image,
  marks: v.marks,
  allow_image_answer: v.allow_image_answer,
  course_id: v.course_id ? Number(v.course_id) : null,
  chapter: v.chapter,
  lesson: v.lesson,
  difficulty: v.difficulty || null,
  choices: v.type === 'essay' ? [] : v.choices,
});

/**
 * The question as the student's exam payload carries it during a session: no correct answer and
 * no explanation (they come only with the correction, after submission).
 */
export const studentQuestionOf = (v: EditorValues, id = 1): Question => ({
  id,
  type: v.type,
  text: v.text,
  image_url: v.image_url,
  answers:
    v.type === 'essay'
      ? []
      : v.choices.map((ch, i) => ({
          id: i + 1,
          text: ch.text || null,
          image_url: ch.image_url ?? null,
          correct: null,
        })),
  answer_explain_text: null,
  answer_explain_image: null,
  answer_explain_audio: null,
});
