import { type BankCategoriesResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /bank-questions/categories: every folder of the bank (the create dialog's choices). */
export async function getBankCategories(): Promise<BankCategoriesResponse> {
  const { data } = await http.get<BankCategoriesResponse>('/bank-questions/categories');
  return data;
}

export const bankCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.community.bankCategories(), queryFn: getBankCategories });

export const useBankCategories = () => useQuery(bankCategoriesQueryOptions());
