import { http, type ProfileResponse, queryKeys, sessionStore, type User } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /profile: the fresh user, written back to the session. */
export async function getProfile(): Promise<User> {
  const { data } = await http.get('/profile');
  const { user } = data as ProfileResponse;
  sessionStore.getState().setUser(user);
  return user;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalogue.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
