import { http, queryKeys, type StaffAccountsPage, type StaffAccountsQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/accounts: staff members, searched by name or e-mail, filtered by role. */
export async function getStaffAccounts(
  query: StaffAccountsQuery,
  signal?: AbortSignal,
): Promise<StaffAccountsPage> {
  const { data } = await http.get<StaffAccountsPage>('/staff/accounts', { params: query, signal });
  return data;
}

export const staffAccountsQueryOptions = (query: StaffAccountsQuery) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-accounts', query),
    queryFn: ({ signal }) => getStaffAccounts(query, signal),
  });

export const useStaffAccounts = (query: StaffAccountsQuery) =>
  useQuery({ ...staffAccountsQueryOptions(query), placeholderData: keepPreviousData });
