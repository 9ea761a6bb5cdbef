import { type ExamBankExportQuery, http } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export interface BankFileInput {
  kind: 'export' | 'template';
  format: 'xlsx' | 'csv';
  /** The list's filters (export only). */
  filters?: Partial<ExamBankExportQuery>;
}

/** GET /staff/exam-bank/export or /template: fetched with the session's token, then saved. */
export async function downloadBankFile({ kind, format, filters }: BankFileInput) {
  const { data } = await http.get<Blob>(`/staff/exam-bank/${kind}`, {
    params: { ...(kind === 'export' ? filters : {}), format },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind === 'export' ? 'question-bank' : 'question-bank-template'}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once cancels the download in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadBankFile = () => useMutation({ mutationFn: downloadBankFile });
