import { http, type StaffTaxon } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

export type TaxonPlural = 'grades' | 'categories';

/** GET /staff/catalogue/grades or /categories: all, in the students' order. */
export async function getTaxa(kind: TaxonPlural, signal?: AbortSignal) {
  const { data } = await http.get<{ items: StaffTaxon[] }>(`/staff/catalogue/${kind}`, { signal });
  return data.items;
}

export const taxaQueryOptions = (kind: TaxonPlural) =>
  queryOptions({ queryKey: [...staffCatalogueKey(), kind], queryFn: ({ signal }) => getTaxa(kind, signal) });

export const useTaxa = (kind: TaxonPlural) => useQuery(taxaQueryOptions(kind));
