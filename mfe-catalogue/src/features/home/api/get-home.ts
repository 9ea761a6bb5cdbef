import { type HomeData, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /home: carousel, welcome message, featured and latest courses, honor panel. */
export async function getHome(signal?: AbortSignal): Promise<HomeData> {
  const { data } = await http.get('/home', { signal });
  return data as HomeData;
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalogue.home(), queryFn: ({ signal }) => getHome(signal) });

export const useHome = () => useQuery(homeQueryOptions());
