import { http, type StaffCourseOrderList } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** PUT /staff/catalogue/courses/order: every course id, in the new order. */
export async function orderCourses(ids: number[]) {
  const { data } = await http.put<StaffCourseOrderList>('/staff/catalogue/courses/order', { ids });
  return data;
}

export function useOrderCourses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderCourses,
    // The list and the table (sorted by position) both change.
    onSettled: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
