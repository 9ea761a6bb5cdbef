import {
  http,
  type PasswordChangeBody,
  type PasswordChangeResponse,
  sessionStore,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeUser } from './profile-cache';

/** POST /profile/password -> a new token and user (they replace the stored ones). */
export async function changePassword(body: PasswordChangeBody): Promise<PasswordChangeResponse> {
  const { data } = await http.post<PasswordChangeResponse>('/profile/password', body);
  return data;
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => {
      sessionStore.getState().setToken(token);
      writeUser(client, user);
    },
  });
}
