import { http, type ProfileUpdateBody, profileResponseSchema, type User } from '@app/shared-contracts';

/** PUT /profile with one or more editable fields -> the updated user. */
export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  const { data } = await http.put('/profile', body);
  return profileResponseSchema.parse(data).user;
}
