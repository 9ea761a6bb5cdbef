import { http, queryKeys, type SupportTicketThreadResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /support/tickets/{id}: one of the student's tickets with its whole thread. */
export async function getTicket(id: number, signal?: AbortSignal): Promise<SupportTicketThreadResponse> {
  const { data } = await http.get<SupportTicketThreadResponse>(`/support/tickets/${id}`, { signal });
  return data;
}

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.community.ticket(id), queryFn: ({ signal }) => getTicket(id, signal) });

export const useTicket = (id: number) => useQuery(ticketQueryOptions(id));
