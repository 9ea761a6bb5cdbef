import { http } from '@app/shared-contracts';
import type { StaffTicketThreadResponse } from '@app/shared-contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffTicketKeys } from './keys';

/** GET /staff/tickets/{id}: any ticket with its whole thread. */
export async function getStaffTicket(id: number, signal?: AbortSignal): Promise<StaffTicketThreadResponse> {
  const { data } = await http.get<StaffTicketThreadResponse>(`/staff/tickets/${id}`, { signal });
  return data;
}

export const staffTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffTicketKeys.one(id), queryFn: ({ signal }) => getStaffTicket(id, signal) });

export const useStaffTicket = (id: number) => useQuery(staffTicketQueryOptions(id));
