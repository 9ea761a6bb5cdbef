import { http, type ProfileResponse, type ProfileUpdateBody, type User } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeUser } from './profile-cache';

/** PUT /profile with one or more editable fields -> the updated user. */
export async function updateProfile(body: ProfileUpdateBody): Promise<User> {
  const { data } = await http.put<ProfileResponse>('/profile', body);
  return data.user;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => writeUser(client, user) });
}
