import { http } from '@app/shared-contracts';
import type { StaffNoteUpdate } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffNoteKeys } from './keys';

/** PATCH /staff/notes/{id}: a new name or place. */
export async function updateNote(id: number, patch: StaffNoteUpdate) {
  const { data } = await http.patch(`/staff/notes/${id}`, patch);
  return data;
}

export function useUpdateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffNoteUpdate }) => updateNote(id, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: staffNoteKeys.all() }),
  });
}
