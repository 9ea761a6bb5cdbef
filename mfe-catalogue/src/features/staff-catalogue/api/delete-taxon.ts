import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxonPlural } from './get-taxa';
import { staffCatalogueKey } from './keys';

/** DELETE /staff/catalogue/{kind}/{id} (admin): refused while courses or students use it. */
export async function deleteTaxon({ kind, id }: { kind: TaxonPlural; id: number }) {
  await http.delete(`/staff/catalogue/${kind}/${id}`);
}

export function useDeleteTaxon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxon,
    onSuccess: () => client.invalidateQueries({ queryKey: staffCatalogueKey() }),
  });
}
