import { http, type StaffCourse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** POST /staff/catalogue/courses/{id}/cover: multipart `image`, stored as WebP with its size. */
export async function uploadCourseCover({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('image', file);
  const { data } = await http.post<{ data: StaffCourse }>(`/staff/catalogue/courses/${id}/cover`, form);
  return data.data;
}

export function useUploadCourseCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCourseCover,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
