import { http } from '@app/shared-contracts';
import type { StaffTicketThreadResponse } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTicketKeys } from './keys';

/** POST /staff/tickets/{id}/replies: the student gets it in the bell, a guest by e-mail. */
export async function replyStaffTicket(id: number, content: string): Promise<StaffTicketThreadResponse> {
  const { data } = await http.post<StaffTicketThreadResponse>(`/staff/tickets/${id}/replies`, { content });
  return data;
}

/** The thread is replaced by the answer; the queues are read again. */
export function useReplyStaffTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyStaffTicket(id, content),
    onSuccess: (answer) => {
      client.setQueryData(staffTicketKeys.one(id), answer);
      void client.invalidateQueries({ queryKey: staffTicketKeys.all() });
    },
  });
}
