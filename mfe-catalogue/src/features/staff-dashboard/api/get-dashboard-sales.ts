import { type DashboardSales, http, queryKeys, type StaffWidgetProps } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/dashboard/sales?from&to: a teacher gets their own courses only. */
export async function getDashboardSales(
  range: StaffWidgetProps,
  signal?: AbortSignal,
): Promise<DashboardSales> {
  const { data } = await http.get<{ data: DashboardSales }>('/staff/dashboard/sales', {
    params: range,
    signal,
  });
  return data.data;
}

export const dashboardSalesQueryOptions = (range: StaffWidgetProps) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-catalogue', 'staff-dashboard', 'sales', range.from, range.to),
    queryFn: ({ signal }) => getDashboardSales(range, signal),
  });

export const useDashboardSales = (range: StaffWidgetProps) => useQuery(dashboardSalesQueryOptions(range));
