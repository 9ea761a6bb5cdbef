import { http, type LoginBody, type LoginResponse, receiveUser, sessionStore } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export async function login(body: LoginBody): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('/login', body);
  return data;
}

/** The login's answer and whether it is a staff member's (who lands on /staff, decision 0037). */
export type LoginOutcome = LoginResponse & { staff: boolean };

async function loginAndRole(body: LoginBody): Promise<LoginOutcome> {
  const response = await login(body);
  // staff_role covers the teacher, who has no groupId; groupId covers an older api's answer.
  const staff = Boolean(response.user.staff_role) || response.user.groupId !== null;
  return { ...response, staff };
}

// `then` runs in the same callback as the session write, so the new session and the next
// address render together: a guard never sees a signed-in user on a guest-only page (it would
// send them to /home) or the old address with the new session.

/** Signing in: the answer's token and user become the session, then `then` (navigation). */
export function useLogin(then?: (response: LoginOutcome) => void) {
  return useMutation({
    mutationFn: loginAndRole,
    onSuccess: (response) => {
      sessionStore.getState().setToken(response.token);
      receiveUser(response.user);
      then?.(response);
    },
  });
}
