import { http, type StudentImportReport } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /staff/students/import?mode=: the file checked row by row (dry_run) or imported (commit). */
export async function importStudents(file: File, mode: 'dry_run' | 'commit'): Promise<StudentImportReport> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await http.post<StudentImportReport>('/staff/students/import', body, { params: { mode } });
  return data;
}

export const useImportStudents = () =>
  useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: 'dry_run' | 'commit' }) => importStudents(file, mode),
  });
