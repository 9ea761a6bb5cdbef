import { http, type StaffTopupReviewResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTopupsKey } from './get-staff-topups';

export interface ReviewInput {
  approve: boolean;
  ids: number[];
  comment?: string;
}

/**
 * POST /staff/topups/confirm or /staff/topups/reject {ids, comment}: one call, two addresses (the
 * api credits each id once whatever is clicked, so no Idempotency-Key is needed).
 */
export async function reviewTopups({ approve, ids, comment }: ReviewInput) {
  const path = approve ? '/staff/topups/confirm' : '/staff/topups/reject';
  const { data } = await http.post<StaffTopupReviewResponse>(path, { ids, ...(comment ? { comment } : {}) });
  return data;
}

export function useReviewTopups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewTopups,
    onSettled: () => client.invalidateQueries({ queryKey: staffTopupsKey() }),
  });
}
