import type { StaffListQuery } from '@app/shared-contracts/schemas';

export const staffOutletKeys = {
  all: () => ['mfe-community', 'staff', 'outlets'] as const,
  list: (query: StaffListQuery) => ['mfe-community', 'staff', 'outlets', query] as const,
};
