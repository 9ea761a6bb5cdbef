import { type DirectoriesResponse, getNext, http, queryKeys } from '@app/shared-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export interface BankFilter {
  /** Words searched in the question text (from the root: the whole bank). */
  search?: string | undefined;
  page_number?: number | undefined;
  question_number?: number | undefined;
}

/** GET /bank-questions/directories[/{id}] with the filter (search, numbers), then each questions.links.next. */
export async function getDirectory(
  id: number | null,
  filter: BankFilter,
  next?: string | null,
  signal?: AbortSignal,
): Promise<DirectoriesResponse> {
  if (next) return getNext<DirectoriesResponse>(next, undefined, signal);
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
  const { data } = await http.get<DirectoriesResponse>(
    `/bank-questions/directories${id !== null ? `/${id}` : ''}`,
    {
      params,
      signal,
    },
  );
  return data;
}

export const directoryQueryOptions = (id: number | null, filter: BankFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.community.directory(id, filter),
    queryFn: ({ pageParam, signal }) => getDirectory(id, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.questions.links.next,
  });

export const useDirectory = (id: number | null, filter: BankFilter) =>
  useInfiniteQuery(directoryQueryOptions(id, filter));
