import { type DashboardStudents, http, queryKeys, type StaffWidgetProps } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/dashboard/students?from&to (admin): new and active students per day. */
export async function getDashboardStudents(
  range: StaffWidgetProps,
  signal?: AbortSignal,
): Promise<DashboardStudents> {
  const { data } = await http.get<{ data: DashboardStudents }>('/staff/dashboard/students', {
    params: range,
    signal,
  });
  return data.data;
}

export const dashboardStudentsQueryOptions = (range: StaffWidgetProps) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-dashboard', 'students', range.from, range.to),
    queryFn: ({ signal }) => getDashboardStudents(range, signal),
  });

export const useDashboardStudents = (range: StaffWidgetProps) =>
  useQuery(dashboardStudentsQueryOptions(range));
