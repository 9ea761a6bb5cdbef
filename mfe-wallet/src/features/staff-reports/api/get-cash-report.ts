import { http, queryKeys, type StaffCashQuery, type StaffCashReport } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/cash?date=&staff_id=: a day's cash per staff member (an assistant: their own). */
export async function getCashReport(query: StaffCashQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffCashReport>('/staff/cash', { params: query, signal });
  return data;
}

export const cashReportQueryOptions = (query: StaffCashQuery) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'staff', 'cash', query),
    queryFn: ({ signal }) => getCashReport(query, signal),
  });

export const useCashReport = (query: StaffCashQuery) => useQuery(cashReportQueryOptions(query));
