import { http, type StaffSettingResponse, type StaffSettingsResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffSettingsQueryOptions } from './get-staff-settings';

/** PUT /staff/settings/:key {value}: one setting, as its schema reads it. */
export async function putStaffSetting(key: string, value: unknown): Promise<StaffSettingResponse> {
  const { data } = await http.put<StaffSettingResponse>(`/staff/settings/${encodeURIComponent(key)}`, {
    value,
  });
  return data;
}

/** The answer's value replaces the setting in the page's list (no second fetch). */
export function usePutStaffSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) => putStaffSetting(key, value),
    onSuccess: ({ data }) => {
      client.setQueryData<StaffSettingsResponse>(staffSettingsQueryOptions().queryKey, (old) =>
        old ? { items: old.items.map((s) => (s.key === data.key ? data : s)) } : old,
      );
    },
  });
}
