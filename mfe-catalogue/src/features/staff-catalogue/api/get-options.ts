import { http, type StaffCatalogueOptions } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** GET /staff/catalogue/options: the grades, categories and teachers a course may be tied to. */
export async function getCatalogueOptions(signal?: AbortSignal) {
  const { data } = await http.get<StaffCatalogueOptions>('/staff/catalogue/options', { signal });
  return data;
}

export const catalogueOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...staffCatalogueKey(), 'options'],
    queryFn: ({ signal }) => getCatalogueOptions(signal),
  });

export const useCatalogueOptions = () => useQuery(catalogueOptionsQueryOptions());
