import { http } from '@app/shared-contracts';
import type { StaffLecture, StaffLectureBody } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** POST /staff/courses/{courseId}/lectures: a new lecture, last, a draft. */
export async function createLecture({ courseId, body }: { courseId: number; body: StaffLectureBody }) {
  const { data } = await http.post<{ data: StaffLecture }>(`/staff/courses/${courseId}/lectures`, body);
  return data.data;
}

export function useCreateLecture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLecture,
    onSuccess: (lecture) =>
      client.invalidateQueries({ queryKey: staffLectureKeys.course(lecture.course_id) }),
  });
}
