import { http, type LoginBody, type LoginResponse, sessionStore } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export async function login(body: LoginBody): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('/login', body);
  return data;
}

/** Signing in: the answer's token and user become the session. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      sessionStore.getState().setToken(token);
      sessionStore.getState().setUser(user);
    },
  });
}
