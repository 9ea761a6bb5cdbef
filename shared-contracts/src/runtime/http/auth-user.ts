import type { AuthUserResponse, User } from '../../contracts/schemas';
import { http } from './client';

/**
 * POST /auth/user with the stored bearer token: the current user (balance, my_courses,
 * notifications). The one fetcher of the call, for the shell's start-up, the remotes and the
 * dev harness.
 */
export async function getAuthUser(signal?: AbortSignal): Promise<User> {
  const { data } = await http.post<AuthUserResponse>('/auth/user', undefined, { signal });
  return data.user;
}
