import { http, queryKeys, type SupportTicketsResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /support/tickets: the student's own tickets, the one with the newest message first. */
export async function getMyTickets(signal?: AbortSignal): Promise<SupportTicketsResponse> {
  const { data } = await http.get<SupportTicketsResponse>('/support/tickets', { signal });
  return data;
}

export const myTicketsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.community.myTickets(), queryFn: ({ signal }) => getMyTickets(signal) });

export const useMyTickets = () => useQuery(myTicketsQueryOptions());
