// Bank questions made through the api (issue 34), for the specs that need a question bank: the
// exam builder's, the marking's. The body is the contract's (schemas/staff/exam-bank.ts).
import { type APIRequestContext, expect } from '@playwright/test';

export interface BankQuestionBody {
  type: 'choices' | 'truefalse' | 'essay';
  text: string;
  marks?: number;
  chapter?: string | null;
  lesson?: string | null;
  difficulty?: 'easy' | 'medium' | 'hard' | null;
  course_id?: number | null;
  /** admin only: whose bank */
  teacher_id?: number | null;
  explanation_text?: string | null;
  allow_image_answer?: boolean;
  choices?: { text: string; correct: boolean }[];
}

/** A choices question: the right answer first in the body, then the wrong ones. */
export const choicesQuestion = (
  text: string,
  right: string,
  wrong: string[],
  extra: Partial<BankQuestionBody> = {},
): BankQuestionBody => ({
  type: 'choices',
  text,
  choices: [{ text: right, correct: true }, ...wrong.map((w) => ({ text: w, correct: false }))],
  ...extra,
});

/** POST /v1/staff/exam-bank/questions as this staff token; answers the new question's id. */
export async function makeBankQuestion(
  request: APIRequestContext,
  token: string,
  body: BankQuestionBody,
): Promise<number> {
  const res = await request.post('/v1/staff/exam-bank/questions', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status(), `POST /v1/staff/exam-bank/questions ${await res.text()}`).toBe(201);
  return (await res.json()).data.id;
}

/** Several at once, in order; answers their ids. */
export async function makeBankQuestions(
  request: APIRequestContext,
  token: string,
  bodies: BankQuestionBody[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const body of bodies) ids.push(await makeBankQuestion(request, token, body));
  return ids;
}
