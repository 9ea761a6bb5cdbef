import { type AvatarResponse, http, type User } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeUser } from './profile-cache';

/** POST /profile/avatar, multipart field `avatar` -> the user with the new avatar. */
export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const { data } = await http.post<AvatarResponse>('/profile/avatar', form);
  return data.user;
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (user) => writeUser(client, user) });
}
