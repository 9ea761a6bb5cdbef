import { type AuthUserResponse, http, sessionStore, type User } from '@app/shared-contracts';

/** POST /auth/user: the fresh user (balance, my_courses) replaces the one of the session. */
export async function refreshUser(): Promise<User> {
  const { data } = await http.post('/auth/user');
  const { user } = data as AuthUserResponse;
  sessionStore.getState().setUser(user);
  return user;
}
