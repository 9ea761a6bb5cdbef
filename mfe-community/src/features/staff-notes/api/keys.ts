import type { StaffListQuery } from '@app/shared-contracts/schemas';

export const staffNoteKeys = {
  all: () => ['mfe-community', 'staff', 'notes'] as const,
  list: (query: StaffListQuery) => ['mfe-community', 'staff', 'notes', query] as const,
};
