import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** PUT /staff/catalogue/{grades|categories|teachers}/order: every id, in the new order. */
export async function orderList({
  list,
  ids,
}: {
  list: 'grades' | 'categories' | 'teachers';
  ids: number[];
}) {
  await http.put(`/staff/catalogue/${list}/order`, { ids });
}

export function useOrderList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderList,
    onSettled: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
