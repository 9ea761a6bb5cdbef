import { http, queryKeys, type StaffStudentActionResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

// What every action of the student's page shares: POST, then the student's page and the lists
// are read again (an action answers only { message, changed }).

export async function postStudentAction(
  path: string,
  body: object = {},
): Promise<StaffStudentActionResponse> {
  const { data } = await http.post<StaffStudentActionResponse>(`/staff/students/${path}`, body);
  return data;
}

export function useStudentAction<T>(call: (input: T) => Promise<StaffStudentActionResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.of('mfe-staff', 'staff-students') }),
  });
}
