import { http } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export interface CardFileInput {
  id: number;
  format: 'csv' | 'pdf';
}

/** GET /staff/card-batches/{id}.csv|.pdf: fetched with the session's token, then saved. */
export async function downloadCardFile({ id, format }: CardFileInput) {
  const { data } = await http.get<Blob>(`/staff/card-batches/${id}.${format}`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cards-${id}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once cancels the download in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadCardFile = () => useMutation({ mutationFn: downloadCardFile });
