import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOutletKeys } from './keys';

/** DELETE /staff/outlets/{id} */
export async function deleteOutlet(id: number) {
  const { data } = await http.delete(`/staff/outlets/${id}`);
  return data;
}

export function useDeleteOutlet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOutlet,
    onSuccess: () => client.invalidateQueries({ queryKey: staffOutletKeys.all() }),
  });
}
