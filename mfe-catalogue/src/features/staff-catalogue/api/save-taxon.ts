import { http, type StaffTaxon } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxonPlural } from './get-taxa';
import { staffCatalogueKey } from './keys';

/** POST /staff/catalogue/{kind} (id null) or PUT /staff/catalogue/{kind}/{id}: its name. */
export async function saveTaxon({ kind, id, name }: { kind: TaxonPlural; id: number | null; name: string }) {
  const url = id === null ? `/staff/catalogue/${kind}` : `/staff/catalogue/${kind}/${id}`;
  const { data } = await (id === null ? http.post : http.put)<{ data: StaffTaxon }>(url, { name });
  return data.data;
}

export function useSaveTaxon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTaxon,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
