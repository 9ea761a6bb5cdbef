import { http, queryKeys, type StaffStudentWallet } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/students/{id}/wallet?page=: the balance, what waits for review and a ledger page. */
export async function getStudentWallet(studentId: number, page: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffStudentWallet>(`/staff/students/${studentId}/wallet`, {
    params: { page, per_page: 10 },
    signal,
  });
  return data;
}

export const studentWalletKey = (studentId: number) =>
  queryKeys.of('mfe-wallet', 'staff', 'student-wallet', studentId);

export const studentWalletQueryOptions = (studentId: number, page: number) =>
  queryOptions({
    queryKey: [...studentWalletKey(studentId), page],
    queryFn: ({ signal }) => getStudentWallet(studentId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useStudentWallet = (studentId: number, page: number) =>
  useQuery(studentWalletQueryOptions(studentId, page));
