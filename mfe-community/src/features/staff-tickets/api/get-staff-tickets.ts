import { http } from '@app/shared-contracts';
import type { StaffTicketsQuery, StaffTicketsResponse } from '@app/shared-contracts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffTicketKeys } from './keys';

/** GET /staff/tickets: the queue (waiting by default), paged, sorted and searched. */
export async function getStaffTickets(
  query: StaffTicketsQuery,
  signal?: AbortSignal,
): Promise<StaffTicketsResponse> {
  const { data } = await http.get<StaffTicketsResponse>('/staff/tickets', { params: query, signal });
  return data;
}

export const staffTicketsQueryOptions = (query: StaffTicketsQuery) =>
  queryOptions({
    queryKey: staffTicketKeys.list(query),
    queryFn: ({ signal }) => getStaffTickets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffTickets = (query: StaffTicketsQuery) => useQuery(staffTicketsQueryOptions(query));
