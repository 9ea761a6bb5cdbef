import { http, type RegisterBody, type RegisterResponse, sessionStore } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export async function register(body: RegisterBody): Promise<RegisterResponse> {
  const { data } = await http.post<RegisterResponse>('/register', body);
  return data;
}

/** Registering; an answer with a token signs the new account in (spec 1 §4). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      if (!token) return;
      sessionStore.getState().setToken(token);
      if (user) sessionStore.getState().setUser(user);
    },
  });
}
