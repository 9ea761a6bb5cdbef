import type { StaffExam } from '@app/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { staffExamKey } from './get-staff-exam';
import { staffExamsKey } from './get-staff-exams';

/** Every write answers the exam as it now is: it replaces the cached one and the list refetches. */
export function examWritten(client: QueryClient, exam: StaffExam) {
  client.setQueryData(staffExamKey(exam.id), exam);
  void client.invalidateQueries({ queryKey: staffExamsKey(), exact: false, refetchType: 'none' });
}
