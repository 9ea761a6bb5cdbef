import { http } from '@app/shared-contracts';
import type { StaffLectureDetail } from '@app/shared-contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** GET /staff/lectures/{id}: the lecture, its items in teaching order, the exams free to attach. */
export async function getStaffLecture(id: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffLectureDetail>(`/staff/lectures/${id}`, { signal });
  return data;
}

export const staffLectureQuery = (id: number) =>
  queryOptions({
    queryKey: staffLectureKeys.lecture(id),
    queryFn: ({ signal }) => getStaffLecture(id, signal),
    enabled: id > 0,
  });

export const useStaffLecture = (id: number) => useQuery(staffLectureQuery(id));
