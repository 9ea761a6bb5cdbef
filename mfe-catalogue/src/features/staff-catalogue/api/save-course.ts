import { http, type StaffCourse, type StaffCourseBody } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** POST /staff/catalogue/courses (id null) or PUT /staff/catalogue/courses/{id}: the whole form. */
export async function saveCourse({ id, body }: { id: number | null; body: StaffCourseBody }) {
  const { data } =
    id === null
      ? await http.post<{ data: StaffCourse }>('/staff/catalogue/courses', body)
      : await http.put<{ data: StaffCourse }>(`/staff/catalogue/courses/${id}`, body);
  return data.data;
}

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
