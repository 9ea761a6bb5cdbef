import { http, type SupportTicketBody, type SupportTicketResponse } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /support-tickets: title and content, and for a guest name, e-mail and phone. */
export async function createSupportTicket(body: SupportTicketBody): Promise<SupportTicketResponse> {
  const { data } = await http.post<SupportTicketResponse>('/support-tickets', body);
  return data;
}

export const useCreateSupportTicket = () => useMutation({ mutationFn: createSupportTicket });
