import { http, type LectureContentsResponse, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /lectures/{id}/contents: videos, exams and attachments in teaching order (spec 2 §3). */
export async function getLectureContents(id: number): Promise<LectureContentsResponse> {
  const { data } = await http.get<LectureContentsResponse>(`/lectures/${id}/contents`);
  return data;
}

export const lectureContentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.learning.lectureContents(id),
    queryFn: () => getLectureContents(id),
    enabled: id > 0,
  });

export const useLectureContents = (id: number) => useQuery(lectureContentsQueryOptions(id));
