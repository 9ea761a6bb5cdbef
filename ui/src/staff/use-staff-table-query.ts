import { useSearchParams } from '@app/router';
import { useCallback, useMemo } from 'react';

// A staff list's page, sort and search live in the URL query (page, per_page, sort, order, q:
// the api's staffListQuery), so a list can be reloaded, shared and walked back with the browser.

export interface StaffTableQuery {
  page: number;
  per_page: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
}

export interface StaffTableDefaults {
  per_page?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** Reads a list's query from the URL (bad values fall back to the defaults) and writes changes back. */
export function useStaffTableQuery(
  defaults: StaffTableDefaults = {},
): [StaffTableQuery, (patch: Partial<StaffTableQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const { per_page: perPage = 20, sort, order } = defaults;
  const query = useMemo<StaffTableQuery>(() => {
    const rawOrder = params.get('order');
    const rawSort = params.get('sort');
    return {
      page: positive(params.get('page'), 1, 1_000_000),
      per_page: positive(params.get('per_page'), perPage, 100),
      sort: rawSort && /^[a-z_]{1,40}$/.test(rawSort) ? rawSort : sort,
      order: rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : order,
      q: params.get('q')?.trim() || undefined,
    };
  }, [params, perPage, sort, order]);

  const update = useCallback(
    (patch: Partial<StaffTableQuery>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        // A new search or order starts again from the first page.
        const restart = 'q' in patch || 'sort' in patch || 'order' in patch || 'per_page' in patch;
        const merged: Partial<StaffTableQuery> = restart ? { page: 1, ...patch } : patch;
        for (const [key, value] of Object.entries(merged)) {
          const isDefault = key === 'page' && value === 1;
          if (value === undefined || value === '' || isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  return [query, update];
}
