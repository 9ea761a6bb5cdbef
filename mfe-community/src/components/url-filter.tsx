import { useSearchParams } from '@app/router';
import { Select } from '@app/ui';

export interface UrlFilterProps<V extends string> {
  label: string;
  /** the URL query key the list's call reads */
  param: string;
  /** value → label, in the order shown; the first is the default */
  options: Record<V, string>;
}

/** Reads a list's filter from the URL; a change goes back to the first page. */
export function useUrlFilter<V extends string>(param: string, options: Record<V, string>): V {
  const [params] = useSearchParams();
  const raw = params.get(param);
  const keys = Object.keys(options) as V[];
  return raw && (keys as string[]).includes(raw) ? (raw as V) : (keys[0] as V);
}

/** A staff list's filter as a select, kept in the URL beside the table's page and search. */
export function UrlFilter<V extends string>({ label, param, options }: UrlFilterProps<V>) {
  const [, setParams] = useSearchParams();
  const value = useUrlFilter(param, options);
  const first = Object.keys(options)[0];
  return (
    <Select
      label={label}
      value={value}
      items={Object.entries(options).map(([v, l]) => ({ value: v, label: String(l) }))}
      onValueChange={(next) =>
        setParams((current) => {
          const params = new URLSearchParams(current);
          params.delete('page');
          if (!next || next === first) params.delete(param);
          else params.set(param, next);
          return params;
        })
      }
    />
  );
}
