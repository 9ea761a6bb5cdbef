import { getAuthUser, queryKeys, type User } from '@app/shared-contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** The balance, in pounds: POST /auth/user answers it with the user (spec 1 §3). */
export async function getBalance(signal?: AbortSignal): Promise<number> {
  return (await getAuthUser(signal)).balance;
}

/**
 * The wallet owns the balance (decision 0033): `['mfe-wallet', 'balance']`. Its first value is the
 * one the shell's sign-in answer brought (the shell's own `['shell', 'auth-user']`), so the home
 * page's card costs no request; every money move of the wallet writes it, nobody else does.
 */
export const balanceQueryOptions = (client: QueryClient) =>
  queryOptions({
    queryKey: queryKeys.wallet.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    initialData: () => client.getQueryData<User>(queryKeys.shell.authUser())?.balance,
    initialDataUpdatedAt: () => client.getQueryState(queryKeys.shell.authUser())?.dataUpdatedAt,
  });

export function useBalance() {
  const client = useQueryClient();
  return useQuery(balanceQueryOptions(client));
}
