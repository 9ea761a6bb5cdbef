import { http } from '@app/shared-contracts';
import type { StaffLectureItem, StaffLectureItemsOrder } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** PUT /staff/lectures/{id}/items/order: every item of the lecture, in the new order. */
export async function orderItems({ id, items }: { id: number; items: StaffLectureItemsOrder['items'] }) {
  const { data } = await http.put<{ items: StaffLectureItem[] }>(`/staff/lectures/${id}/items/order`, {
    items,
  });
  return data.items;
}

export function useOrderItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderItems,
    onSettled: (_d, _e, { id }) => client.invalidateQueries({ queryKey: staffLectureKeys.lecture(id) }),
  });
}
