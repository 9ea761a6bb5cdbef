import { http, type StaffExam, type StaffExamCreate } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffExamsKey } from './get-staff-exams';

/** POST /staff/exams: a draft. */
export async function createStaffExam(body: StaffExamCreate) {
  const { data } = await http.post<StaffExam>('/staff/exams', body);
  return data;
}

export function useCreateStaffExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaffExam,
    onSuccess: () => client.invalidateQueries({ queryKey: staffExamsKey() }),
  });
}
