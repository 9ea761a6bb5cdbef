import { http, queryKeys, type StaffLedgerPage, type StaffLedgerQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/ledger (admin): every movement, filtered and paged. */
export async function getStaffLedger(query: StaffLedgerQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffLedgerPage>('/staff/ledger', { params: query, signal });
  return data;
}

export const staffLedgerQueryOptions = (query: StaffLedgerQuery) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'staff', 'ledger', query),
    queryFn: ({ signal }) => getStaffLedger(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffLedger = (query: StaffLedgerQuery) => useQuery(staffLedgerQueryOptions(query));
