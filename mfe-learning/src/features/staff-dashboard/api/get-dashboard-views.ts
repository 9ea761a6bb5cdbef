import { type DashboardViews, http, queryKeys, type StaffWidgetProps } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/dashboard/views?from&to: a teacher gets their own courses only. */
export async function getDashboardViews(
  range: StaffWidgetProps,
  signal?: AbortSignal,
): Promise<DashboardViews> {
  const { data } = await http.get<{ data: DashboardViews }>('/staff/dashboard/views', {
    params: range,
    signal,
  });
  return data.data;
}

export const dashboardViewsQueryOptions = (range: StaffWidgetProps) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-learning', 'staff-dashboard', 'views', range.from, range.to),
    queryFn: ({ signal }) => getDashboardViews(range, signal),
  });

export const useDashboardViews = (range: StaffWidgetProps) => useQuery(dashboardViewsQueryOptions(range));
