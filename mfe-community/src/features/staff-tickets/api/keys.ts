import type { StaffTicketsQuery } from '@app/shared-contracts/schemas';

/** The staff ticket queries: every list under one prefix, so a reply refreshes them all. */
export const staffTicketKeys = {
  all: () => ['mfe-community', 'staff', 'tickets'] as const,
  list: (query: StaffTicketsQuery) => ['mfe-community', 'staff', 'tickets', 'list', query] as const,
  one: (id: number) => ['mfe-community', 'staff', 'tickets', 'one', id] as const,
};
