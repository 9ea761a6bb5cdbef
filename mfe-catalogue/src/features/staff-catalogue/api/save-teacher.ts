import { http, type StaffTeacher, type StaffTeacherBody } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** POST /staff/catalogue/teachers (id null) or PUT /staff/catalogue/teachers/{id}. */
export async function saveTeacher({ id, body }: { id: number | null; body: StaffTeacherBody }) {
  const { data } =
    id === null
      ? await http.post<{ data: StaffTeacher }>('/staff/catalogue/teachers', body)
      : await http.put<{ data: StaffTeacher }>(`/staff/catalogue/teachers/${id}`, body);
  return data.data;
}

export function useSaveTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTeacher,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
