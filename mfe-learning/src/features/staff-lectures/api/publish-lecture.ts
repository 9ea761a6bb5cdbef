import { http } from '@app/shared-contracts';
import type { StaffLecture } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** PUT /staff/lectures/{id}/published: students see it at once, or no more. */
export async function publishLecture({ id, published }: { id: number; published: boolean }) {
  const { data } = await http.put<{ data: StaffLecture }>(`/staff/lectures/${id}/published`, { published });
  return data.data;
}

export function usePublishLecture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishLecture,
    onSuccess: () => client.invalidateQueries({ queryKey: staffLectureKeys.all() }),
  });
}
