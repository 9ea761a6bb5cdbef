import { http } from '@app/shared-contracts';
import type { StaffLectureItem } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** POST /staff/lectures/{id}/notes (multipart: name, file): a PDF, stored privately. */
export async function uploadNote({ id, name, file }: { id: number; name: string; file: File }) {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  const { data } = await http.post<{ data: StaffLectureItem }>(`/staff/lectures/${id}/notes`, form);
  return data.data;
}

export function useUploadNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadNote,
    onSuccess: (_d, { id }) => client.invalidateQueries({ queryKey: staffLectureKeys.lecture(id) }),
  });
}
