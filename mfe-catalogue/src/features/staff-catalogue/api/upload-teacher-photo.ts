import { http, type StaffTeacher } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** POST /staff/catalogue/teachers/{id}/photo: multipart `image`, stored as a square WebP. */
export async function uploadTeacherPhoto({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('image', file);
  const { data } = await http.post<{ data: StaffTeacher }>(`/staff/catalogue/teachers/${id}/photo`, form);
  return data.data;
}

export function useUploadTeacherPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadTeacherPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
