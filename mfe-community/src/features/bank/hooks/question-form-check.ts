import { bankQuestionCreateFieldsSchema } from '@app/shared-contracts/schemas';
import type { SafeParser } from '@app/ui';
import { z } from 'zod';
import { messages } from '../../../messages';

const t = messages.myQuestions;
const b = messages.bank;

/** The contract's fields and the picked image. */
export const questionFormSchema = bankQuestionCreateFieldsSchema.extend({ image: z.custom<File | null>() });
// A blank or a word where a number or a folder goes: the contract leaves it to zod ('هذا الحقل
// مطلوب', 'نوع القيمة غير صحيح'); this form says what to give. The contract's other words stay.
const WHAT_TO_GIVE: Record<string, string> = {
  page_number: b.minOne,
  question_number: b.minOne,
  bank_question_category_id: t.chooseCategoryError,
};
/** The contract's check, in this form's words where it has none, and text or image (the api's pair check). */
export const questionCheck: SafeParser = {
  safeParse: (value) => {
    const v = value as typeof EMPTY_QUESTION;
    const issues: { path: PropertyKey[]; message: string }[] = (
      questionFormSchema.safeParse(v).error?.issues ?? []
    ).map((issue) => {
      const words = issue.code === 'invalid_type' ? WHAT_TO_GIVE[String(issue.path[0])] : undefined;
      return words ? { ...issue, message: words } : issue;
    });
    // Text that shows nothing is no text (the contract reads it as '').
    const text = bankQuestionCreateFieldsSchema.shape.text.safeParse(v.text).data;
    if (!text && !v.image) issues.unshift({ path: ['text'], message: t.textOrImage });
    return { error: issues.length ? { issues } : undefined };
  },
};
export const EMPTY_QUESTION = {
  text: '',
  image: null as File | null,
  page_number: '',
  question_number: '',
  bank_question_category_id: '',
};
export const QUESTION_FIELDS = Object.keys(EMPTY_QUESTION) as (keyof typeof EMPTY_QUESTION)[];
