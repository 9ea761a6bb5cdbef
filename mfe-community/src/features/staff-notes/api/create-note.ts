import { http } from '@app/shared-contracts';
import type { StaffNoteFields } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffNoteKeys } from './keys';

/** POST /staff/notes (multipart: name, position, file). */
export async function createNote(note: StaffNoteFields & { file: File }) {
  const form = new FormData();
  form.append('name', note.name);
  if (note.position !== undefined) form.append('position', String(note.position));
  form.append('file', note.file);
  const { data } = await http.post('/staff/notes', form);
  return data;
}

export function useCreateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => client.invalidateQueries({ queryKey: staffNoteKeys.all() }),
  });
}
