import { type AttachmentsResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /attachments: the public study notes. */
export async function getAttachments(signal?: AbortSignal): Promise<AttachmentsResponse> {
  const { data } = await http.get<AttachmentsResponse>('/attachments', { signal });
  return data;
}

export const attachmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.community.attachments(),
    queryFn: ({ signal }) => getAttachments(signal),
  });

export const useAttachments = () => useQuery(attachmentsQueryOptions());
