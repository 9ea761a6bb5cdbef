import {
  http,
  idempotencyHeaders,
  type StaffMessageBody,
  type StaffMessageResponse,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /staff/messages: the bell of one student, a grade or everyone (admin for the last two). */
export async function sendStaffMessage(
  body: StaffMessageBody,
  idempotencyKey: string,
): Promise<StaffMessageResponse> {
  const { data } = await http.post<StaffMessageResponse>('/staff/messages', body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

/** One key per message: a double click sends it once; the next message gets a new key. */
export function useSendStaffMessage() {
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: StaffMessageBody) => sendStaffMessage(body, key),
    onSuccess: () => renewKey(),
  });
}
