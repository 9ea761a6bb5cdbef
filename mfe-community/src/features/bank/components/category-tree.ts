import type { BankCategory, NamedRef } from '@app/shared-contracts';

/** The separator of a folder's path, pointing the reading way (right to left). */
export const PATH_SEPARATOR = ' › ';

/** 'الفيزياء › الكهربية › الفصل الأول': a leaf name alone is shared by several folders. */
export const pathLabel = (dirs: NamedRef[]) => dirs.map((d) => d.name).join(PATH_SEPARATOR);

/**
 * The folders as a tree read top to bottom: each folder followed by its sub-folders, siblings in
 * the api's order (staff's position), whatever order the rows came in. A folder whose parent is
 * missing counts as a root; a loop in the parents is cut.
 */
export function treeOrder(all: BankCategory[]): { category: BankCategory; depth: number; path: string }[] {
  const ids = new Set(all.map((c) => c.id));
  const children = new Map<number | null, BankCategory[]>();
  for (const c of all) {
    const parent =
      c.parent_category_id !== null && ids.has(c.parent_category_id) ? c.parent_category_id : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: { category: BankCategory; depth: number; path: string }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const dirs = c.full_path_dirs.length > 0 ? c.full_path_dirs : [{ id: c.id, name: c.name }];
      out.push({ category: c, depth, path: pathLabel(dirs) });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
