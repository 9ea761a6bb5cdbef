import { type DashboardQueues, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/dashboard/queues: what waits for the desk now (community shows tickets and questions). */
export async function getDashboardQueues(signal?: AbortSignal): Promise<DashboardQueues> {
  const { data } = await http.get<{ data: DashboardQueues }>('/staff/dashboard/queues', { signal });
  return data.data;
}

export const dashboardQueuesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of('mfe-community', 'staff-dashboard', 'queues'),
    queryFn: ({ signal }) => getDashboardQueues(signal),
  });

export const useDashboardQueues = () => useQuery(dashboardQueuesQueryOptions());
