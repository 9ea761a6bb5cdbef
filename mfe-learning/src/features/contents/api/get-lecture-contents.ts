import { http, type LectureContentsResponse, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /lectures/{id}/contents: videos, exams and attachments in teaching order (spec 2 §3). */
export async function getLectureContents(id: number, signal?: AbortSignal): Promise<LectureContentsResponse> {
  const { data } = await http.get<LectureContentsResponse>(`/lectures/${id}/contents`, { signal });
  return data;
}

export const lectureContentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.learning.lectureContents(id),
    queryFn: ({ signal }) => getLectureContents(id, signal),
    enabled: id > 0,
    // The attachments' urls are links signed for an hour (api NOTE_LINK_TTL_SECONDS): fetched again
    // on return to the tab and every half hour, a link on the page always works when clicked.
    refetchOnWindowFocus: true,
    refetchInterval: 30 * 60_000,
  });

export const useLectureContents = (id: number) => useQuery(lectureContentsQueryOptions(id));
