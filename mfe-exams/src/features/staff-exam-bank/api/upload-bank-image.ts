import { http } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /staff/exam-bank/images: the stored image's path, to put in a question. */
export async function uploadBankImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  const { data } = await http.post<{ data: { url: string } }>('/staff/exam-bank/images', form);
  return data.data.url;
}

export const useUploadBankImage = () => useMutation({ mutationFn: uploadBankImage });
