import { http, type StaffAuditQuery } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * GET /staff/audit/export: the filtered log as the api's CSV (formulas already kept as text),
 * saved by the browser. Fetched with the session's token, which a plain link would not carry.
 */
export async function exportStaffAudit(query: Omit<StaffAuditQuery, 'page' | 'per_page'>): Promise<void> {
  const { data } = await http.get<string>('/staff/audit/export', { params: query, responseType: 'text' });
  const url = URL.createObjectURL(new Blob([data], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click was handled: at once would cancel the download in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useExportStaffAudit = () => useMutation({ mutationFn: exportStaffAudit });
