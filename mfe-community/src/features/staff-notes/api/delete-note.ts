import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffNoteKeys } from './keys';

/** DELETE /staff/notes/{id}: the note leaves the students' page and its file is removed. */
export async function deleteNote(id: number) {
  const { data } = await http.delete(`/staff/notes/${id}`);
  return data;
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => client.invalidateQueries({ queryKey: staffNoteKeys.all() }),
  });
}
