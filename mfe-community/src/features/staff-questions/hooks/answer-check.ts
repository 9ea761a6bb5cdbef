import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import {
  STAFF_ANSWER_FILES,
  type StaffAnswerFile,
  staffAnswerFieldsSchema,
} from '@app/shared-contracts/schemas';
import type { SafeParser } from '@app/ui';
import { messages } from '../../../messages';

const t = messages.staff.questions;

export const ANSWER_FILES: StaffAnswerFile[] = ['image', 'audio', 'pdf'];

export interface AnswerValues {
  text: string;
  image: File | null;
  audio: File | null;
  pdf: File | null;
  remove_image: boolean;
  remove_audio: boolean;
  remove_pdf: boolean;
}

export const EMPTY_ANSWER: AnswerValues = {
  text: '',
  image: null,
  audio: null,
  pdf: null,
  remove_image: false,
  remove_audio: false,
  remove_pdf: false,
};

/** What the answer already holds (an edit keeps the files not replaced or removed). */
export type StoredAnswer = Record<StaffAnswerFile, string | null>;

/**
 * The contract's text check, each file's size as the api bounds it, and the api's rule that the
 * answer keeps at least one of text, image, audio or PDF (its message under the text).
 */
export function answerCheck(stored: StoredAnswer): SafeParser {
  return {
    safeParse: (value) => {
      const v = value as AnswerValues;
      const issues: { path: PropertyKey[]; message: string }[] = [];
      const text = staffAnswerFieldsSchema.shape.text.safeParse(v.text);
      if (!text.success)
        issues.push(...text.error.issues.map((i) => ({ path: ['text'], message: i.message })));
      for (const kind of ANSWER_FILES) {
        const file = v[kind];
        const max = STAFF_ANSWER_FILES[kind].max;
        if (file && file.size > max) issues.push({ path: [kind], message: t.tooBig(max / 1024 / 1024) });
      }
      const keeps = ANSWER_FILES.some((k) => v[k] || (stored[k] && !v[`remove_${k}`]));
      if (text.success && !text.data && !keeps)
        issues.unshift({ path: ['text'], message: DETAIL_MESSAGES.answerEmpty });
      return { error: issues.length ? { issues } : undefined };
    },
  };
}
