import { http } from '@app/shared-contracts';
import type { StaffQuestionResponse } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffQuestionKeys } from './keys';

export interface StaffAnswer {
  text: string;
  image: File | null;
  audio: File | null;
  pdf: File | null;
  /** Files of the answer already stored that the edit drops. */
  remove: { image: boolean; audio: boolean; pdf: boolean };
}

/** POST /staff/bank-questions/{id}/answer (multipart): answers, or edits the answer. */
export async function answerQuestion(id: number, a: StaffAnswer): Promise<StaffQuestionResponse> {
  const form = new FormData();
  form.append('text', a.text.trim());
  for (const kind of ['image', 'audio', 'pdf'] as const) {
    const file = a[kind];
    if (file) form.append(kind, file);
    else if (a.remove[kind]) form.append(`remove_${kind}`, 'true');
  }
  const { data } = await http.post<StaffQuestionResponse>(`/staff/bank-questions/${id}/answer`, form);
  return data;
}

export function useAnswerQuestion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: StaffAnswer) => answerQuestion(id, a),
    onSuccess: (answer) => {
      client.setQueryData(staffQuestionKeys.one(id), answer);
      void client.invalidateQueries({ queryKey: staffQuestionKeys.all() });
    },
  });
}
