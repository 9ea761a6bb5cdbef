import { http } from '@app/shared-contracts';
import type { StaffOutletBody } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOutletKeys } from './keys';

/** POST /staff/outlets, or PATCH /staff/outlets/{id} when editing one. */
export async function saveOutlet(id: number | null, body: StaffOutletBody) {
  const { data } = id
    ? await http.patch(`/staff/outlets/${id}`, body)
    : await http.post('/staff/outlets', body);
  return data;
}

export function useSaveOutlet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: StaffOutletBody }) => saveOutlet(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffOutletKeys.all() }),
  });
}
