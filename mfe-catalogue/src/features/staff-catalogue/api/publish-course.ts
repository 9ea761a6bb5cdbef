import { http, type StaffCourse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** PUT /staff/catalogue/courses/{id}/published: students see it at once, or no longer. */
export async function publishCourse({ id, published }: { id: number; published: boolean }) {
  const { data } = await http.put<{ data: StaffCourse }>(`/staff/catalogue/courses/${id}/published`, {
    published,
  });
  return data.data;
}

export function usePublishCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
