import { http } from '@app/shared-contracts';
import type { StaffCourseLectures } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** PUT /staff/courses/{courseId}/lectures/order: every lecture of the course, in the new order. */
export async function orderLectures({ courseId, ids }: { courseId: number; ids: number[] }) {
  const { data } = await http.put<StaffCourseLectures>(`/staff/courses/${courseId}/lectures/order`, { ids });
  return data;
}

export function useOrderLectures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderLectures,
    // The answer is the new list: written into the cache, not fetched again.
    onSuccess: (data, { courseId }) => client.setQueryData(staffLectureKeys.course(courseId), data),
    onError: (_e, { courseId }) => client.invalidateQueries({ queryKey: staffLectureKeys.course(courseId) }),
  });
}
