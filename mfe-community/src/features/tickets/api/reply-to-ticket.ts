import { http, queryKeys, type SupportTicketThreadResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /support/tickets/{id}/replies: the student writes again; the answer is the whole thread. */
export async function replyToTicket(id: number, content: string): Promise<SupportTicketThreadResponse> {
  const { data } = await http.post<SupportTicketThreadResponse>(`/support/tickets/${id}/replies`, {
    content,
  });
  return data;
}

/** The thread is replaced by the answer; the list (status, order) is read again. */
export function useReplyToTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyToTicket(id, content),
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.community.ticket(id), answer);
      void client.invalidateQueries({ queryKey: queryKeys.community.myTickets(), exact: true });
    },
  });
}
