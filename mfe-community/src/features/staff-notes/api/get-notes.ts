import { http } from '@app/shared-contracts';
import type { StaffListQuery, StaffNotesResponse } from '@app/shared-contracts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffNoteKeys } from './keys';

/** GET /staff/notes: the public study notes in the students' order. */
export async function getNotes(query: StaffListQuery, signal?: AbortSignal): Promise<StaffNotesResponse> {
  const { data } = await http.get<StaffNotesResponse>('/staff/notes', { params: query, signal });
  return data;
}

export const notesQueryOptions = (query: StaffListQuery) =>
  queryOptions({
    queryKey: staffNoteKeys.list(query),
    queryFn: ({ signal }) => getNotes(query, signal),
    placeholderData: keepPreviousData,
  });

export const useNotes = (query: StaffListQuery) => useQuery(notesQueryOptions(query));
