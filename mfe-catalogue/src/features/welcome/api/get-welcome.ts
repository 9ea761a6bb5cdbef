import { http, queryKeys, type WelcomeData } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /welcome: the featured courses shown to guests. */
export async function getWelcome(signal?: AbortSignal): Promise<WelcomeData> {
  const { data } = await http.get('/welcome', { signal });
  return data as WelcomeData;
}

// Loaded once: coming back to the page does not fetch again (spec 3 §2.2).
export const welcomeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.welcome(),
    queryFn: ({ signal }) => getWelcome(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useWelcome = () => useQuery(welcomeQueryOptions());
