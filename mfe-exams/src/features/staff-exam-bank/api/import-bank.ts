import { type ExamBankImportReport, http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKey } from './get-bank-questions';

export interface ImportBankInput {
  file: File;
  mode: 'dry_run' | 'commit';
  courseId?: number | undefined;
}

/** POST /staff/exam-bank/import: the report of every row (a dry run writes nothing). */
export async function importBank({ file, mode, courseId }: ImportBankInput) {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<{ data: ExamBankImportReport }>('/staff/exam-bank/import', form, {
    params: { mode, ...(courseId ? { course_id: courseId } : {}) },
  });
  return data.data;
}

export function useImportBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importBank,
    onSuccess: (report) => {
      if (report.created > 0) void client.invalidateQueries({ queryKey: bankKey() });
    },
  });
}
