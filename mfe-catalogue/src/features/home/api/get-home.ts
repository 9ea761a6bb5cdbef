import { type HomeData, homeDataSchema, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /home: carousel, welcome message, featured and latest courses, honor panel. */
export async function getHome(): Promise<HomeData> {
  const { data } = await http.get('/home');
  return homeDataSchema.parse(data);
}

export const homeQueryOptions = () => queryOptions({ queryKey: queryKeys.catalogue.home(), queryFn: getHome });

export const useHome = () => useQuery(homeQueryOptions());
