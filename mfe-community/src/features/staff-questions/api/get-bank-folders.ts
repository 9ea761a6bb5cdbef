import { type BankCategoriesResponse, http } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /bank-questions/categories: the bank's folders, to filter the staff queue by one. */
export async function getBankFolders(signal?: AbortSignal): Promise<BankCategoriesResponse> {
  const { data } = await http.get<BankCategoriesResponse>('/bank-questions/categories', { signal });
  return data;
}

export const bankFoldersQueryOptions = () =>
  queryOptions({
    queryKey: ['mfe-community', 'staff', 'bank-folders'] as const,
    queryFn: ({ signal }) => getBankFolders(signal),
    staleTime: 5 * 60_000,
  });

export const useBankFolders = () => useQuery(bankFoldersQueryOptions());
