import { type BankCategoriesResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /bank-questions/categories: every folder of the bank (the create dialog's choices). */
export async function getBankCategories(signal?: AbortSignal): Promise<BankCategoriesResponse> {
  const { data } = await http.get<BankCategoriesResponse>('/bank-questions/categories', { signal });
  return data;
}

export const bankCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.community.bankCategories(),
    queryFn: ({ signal }) => getBankCategories(signal),
  });

export const useBankCategories = () => useQuery(bankCategoriesQueryOptions());
