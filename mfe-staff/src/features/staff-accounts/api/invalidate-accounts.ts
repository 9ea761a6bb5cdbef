import { queryKeys } from '@app/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every page of the accounts list is read again after a change (the audit's people too). */
export const invalidateAccounts = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.of('mfe-staff', 'staff-accounts') });
