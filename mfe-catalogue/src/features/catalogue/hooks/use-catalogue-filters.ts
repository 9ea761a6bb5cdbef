import { useSearchParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import type { CoursesFilters } from '../api/get-courses';

const idOf = (value: string | null) => {
  const n = Number(normalizeDigits(value ?? ''));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The filters of a /courses query string. The list is filtered by category_id, or by grade_id
 * when no category is chosen (spec 2 §2): with both in the address the grade is not applied, so it
 * is not shown as chosen either.
 */
export const filtersOf = (params: URLSearchParams): CoursesFilters => {
  const category_id = idOf(params.get('category_id'));
  return {
    search: params.get('search')?.trim() || undefined,
    grade_id: category_id ? undefined : idOf(params.get('grade_id')),
    category_id,
  };
};

/** The filters live in the URL (search, grade_id, category_id): restored on load, shareable. */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const update = (patch: Record<string, string | number | undefined>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  return {
    filters,
    setSearch: (search: string) => update({ search: search.trim() || undefined }),
    // choosing a grade clears the category (spec 1 §2)
    setGrade: (gradeId?: number) => update({ grade_id: gradeId, category_id: undefined }),
    // a category replaces the grade (spec 2 §2); 'all categories' keeps the grade
    setCategory: (categoryId?: number) =>
      update(categoryId ? { category_id: categoryId, grade_id: undefined } : { category_id: undefined }),
  };
}
