import { http, type StaffMarkBody, type StaffMarkResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markingKey } from './keys';

/** POST /staff/marking/{id}/mark: a mark (0 to the question's) and an optional comment. */
export async function markAnswer(id: number, body: StaffMarkBody) {
  const { data } = await http.post<StaffMarkResponse>(`/staff/marking/${id}/mark`, body);
  return data;
}

export function useMarkAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffMarkBody }) => markAnswer(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: markingKey() }),
  });
}
