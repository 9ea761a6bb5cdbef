import { http, queryKeys, type StaffAuditPage, type StaffAuditQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/audit: the log filtered by person, action, target and dates, newest first. */
export async function getStaffAudit(query: StaffAuditQuery, signal?: AbortSignal): Promise<StaffAuditPage> {
  const { data } = await http.get<StaffAuditPage>('/staff/audit', { params: query, signal });
  return data;
}

export const staffAuditQueryOptions = (query: StaffAuditQuery) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-audit', query),
    queryFn: ({ signal }) => getStaffAudit(query, signal),
  });

export const useStaffAudit = (query: StaffAuditQuery) =>
  useQuery({ ...staffAuditQueryOptions(query), placeholderData: keepPreviousData });
