import { http, queryKeys, type WelcomeData } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /welcome: the featured courses shown to guests. */
export async function getWelcome(): Promise<WelcomeData> {
  const { data } = await http.get('/welcome');
  return data as WelcomeData;
}

// Loaded once: coming back to the page does not fetch again (spec 3 §2.2).
export const welcomeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.welcome(),
    queryFn: getWelcome,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useWelcome = () => useQuery(welcomeQueryOptions());
