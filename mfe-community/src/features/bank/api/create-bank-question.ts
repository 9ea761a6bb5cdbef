import {
  type BankQuestionCreateResponse,
  http,
  type MyBankQuestionsResponse,
  queryKeys,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface NewBankQuestion {
  text: string;
  image: File | null;
  page_number: number;
  question_number: number;
  bank_question_category_id: number;
}

/** POST /bank-questions (multipart: image, text, page_number, question_number, category). */
export async function createBankQuestion(q: NewBankQuestion): Promise<BankQuestionCreateResponse> {
  const form = new FormData();
  if (q.text.trim()) form.append('text', q.text.trim());
  form.append('page_number', String(q.page_number));
  form.append('question_number', String(q.question_number));
  form.append('bank_question_category_id', String(q.bank_question_category_id));
  if (q.image) form.append('image', q.image);
  const { data } = await http.post<BankQuestionCreateResponse>('/bank-questions', form);
  return data;
}

/** The new question goes to the top of the cached 'my questions'. */
export function useCreateBankQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBankQuestion,
    onSuccess: (answer) => {
      client.setQueryData<MyBankQuestionsResponse>(queryKeys.community.myQuestions(), (old) =>
        old ? { data: [answer.data, ...old.data.filter((q) => q.id !== answer.data.id)] } : old,
      );
    },
  });
}
