import type { NamedRef } from '@app/shared-contracts';
import { useMemo } from 'react';
import { useBankCategories } from '../api/get-bank-categories';
import { treeOrder } from '../components/category-tree';

/** A question's folder as its whole path (from the cached folder list), else its own name. */
export function useCategoryPaths(): (category: NamedRef) => string {
  const categories = useBankCategories();
  const paths = useMemo(
    () => new Map(treeOrder(categories.data?.data ?? []).map((e) => [e.category.id, e.path])),
    [categories.data],
  );
  return (category) => paths.get(category.id) ?? category.name;
}
