import { http } from '@app/shared-contracts';
import type { StaffTicketThreadResponse } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTicketKeys } from './keys';

/** POST /staff/tickets/{id}/close: nobody replies in it any more. */
export async function closeStaffTicket(id: number): Promise<StaffTicketThreadResponse> {
  const { data } = await http.post<StaffTicketThreadResponse>(`/staff/tickets/${id}/close`);
  return data;
}

export function useCloseStaffTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => closeStaffTicket(id),
    onSuccess: (answer) => {
      client.setQueryData(staffTicketKeys.one(id), answer);
      void client.invalidateQueries({ queryKey: staffTicketKeys.all() });
    },
  });
}
