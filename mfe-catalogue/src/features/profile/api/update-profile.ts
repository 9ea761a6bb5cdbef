import { http, type ProfileResponse, type ProfileUpdateBody, type User } from '@app/shared-contracts';

/** PUT /profile with one or more editable fields -> the updated user. */
export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  const { data } = await http.put('/profile', body);
  return (data as ProfileResponse).user;
}
