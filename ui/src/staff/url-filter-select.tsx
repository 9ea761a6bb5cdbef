import { useSearchParams } from '@app/router';
import { Field } from '@app/ui';
import { css } from '#styled-system/css';

export interface UrlFilterSelectProps {
  /** the query parameter it sets (`status`, `kind`) */
  name: string;
  label: string;
  /** the first option: no filter */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A staff table's filter kept in the address (decision 0037): choosing sets `?<name>=` and goes
 * back to the first page, so a reload or a shared link shows the same rows.
 */
export function UrlFilterSelect({ name, label, allLabel, options }: UrlFilterSelectProps) {
  const [params, setParams] = useSearchParams();
  return (
    <Field label={label}>
      <select
        name={name}
        aria-label={label}
        value={params.get(name) ?? ''}
        onChange={(e) =>
          setParams((now) => {
            const next = new URLSearchParams(now);
            next.delete('page');
            if (e.target.value) next.set(name, e.target.value);
            else next.delete(name);
            return next;
          })
        }
        className={css({ borderWidth: '1px', borderRadius: 'l2', paddingInline: '2', height: '10' })}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
