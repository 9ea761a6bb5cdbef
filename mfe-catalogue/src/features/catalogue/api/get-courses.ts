import { type CoursesResponse, getNext, http, queryKeys } from '@app/shared-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export interface CoursesFilters {
  search?: string;
  grade_id?: number;
  category_id?: number;
}

/** GET /courses (first page), then each `links.next` as answered by the api. */
export async function getCourses(
  filters: CoursesFilters,
  next?: string | null,
  signal?: AbortSignal,
): Promise<CoursesResponse> {
  if (next) return getNext<CoursesResponse>(next, undefined, signal);
  const params: Record<string, string | number> = {};
  if (filters.search) params.search = filters.search;
  // category wins over grade (spec 2 §2)
  if (filters.category_id) params.category_id = filters.category_id;
  else if (filters.grade_id) params.grade_id = filters.grade_id;
  const { data } = await http.get('/courses', { params, signal });
  return data as CoursesResponse;
}

export const coursesQueryOptions = (filters: CoursesFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalogue.courses(filters),
    queryFn: ({ pageParam, signal }) => getCourses(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.links.next,
  });

export const useCourses = (filters: CoursesFilters) => useInfiniteQuery(coursesQueryOptions(filters));
