import { type DashboardTakings, http, queryKeys, type StaffWidgetProps } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/dashboard/takings?from&to: an assistant gets their own takings only. */
export async function getDashboardTakings(
  range: StaffWidgetProps,
  signal?: AbortSignal,
): Promise<DashboardTakings> {
  const { data } = await http.get<{ data: DashboardTakings }>('/staff/dashboard/takings', {
    params: range,
    signal,
  });
  return data.data;
}

export const dashboardTakingsQueryOptions = (range: StaffWidgetProps) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'staff-dashboard', 'takings', range.from, range.to),
    queryFn: ({ signal }) => getDashboardTakings(range, signal),
  });

export const useDashboardTakings = (range: StaffWidgetProps) => useQuery(dashboardTakingsQueryOptions(range));
