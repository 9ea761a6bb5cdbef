import { http } from '@app/shared-contracts';
import type { StaffLecture } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** PUT /staff/lectures/{id}/image (multipart: image): re-encoded to WebP by the api. */
export async function uploadLectureImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('image', file);
  const { data } = await http.put<{ data: StaffLecture }>(`/staff/lectures/${id}/image`, form);
  return data.data;
}

export function useUploadLectureImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadLectureImage,
    onSuccess: () => client.invalidateQueries({ queryKey: staffLectureKeys.all() }),
  });
}
