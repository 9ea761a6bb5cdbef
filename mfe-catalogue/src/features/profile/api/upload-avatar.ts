import { type AvatarResponse, http, type User } from '@app/shared-contracts';

/** POST /profile/avatar, multipart field `avatar` -> the user with the new avatar. */
export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const { data } = await http.post('/profile/avatar', form);
  return (data as AvatarResponse).user;
}
