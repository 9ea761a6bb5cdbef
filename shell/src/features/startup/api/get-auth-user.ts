import { type AuthUserResponse, http } from '@app/shared-contracts';

/** POST /auth/user with the stored bearer token: the token check of start-up. */
export async function getAuthUser() {
  const { data } = await http.post('/auth/user');
  return (data as AuthUserResponse).user;
}
