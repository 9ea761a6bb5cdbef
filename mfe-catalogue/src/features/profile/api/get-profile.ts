import { http, type ProfileResponse, queryKeys, sessionStore, type User } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /profile: the fresh user, written back to the session. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const { data } = await http.get('/profile', { signal });
  const { user } = data as ProfileResponse;
  sessionStore.getState().setUser(user);
  return user;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalogue.profile(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
