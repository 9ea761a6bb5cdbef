import {
  http,
  type RegisterBody,
  type RegisterResponse,
  receiveUser,
  sessionStore,
} from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export async function register(body: RegisterBody): Promise<RegisterResponse> {
  const { data } = await http.post<RegisterResponse>('/register', body);
  return data;
}

// `then` runs in the same callback as the session write: see login.ts.

/** Registering; an answer with a token signs the new account in (spec 1 §4), then `then`. */
export function useRegister(then?: (response: RegisterResponse) => void) {
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => {
      if (response.token) {
        sessionStore.getState().setToken(response.token);
        if (response.user) receiveUser(response.user);
      }
      then?.(response);
    },
  });
}
