import { css } from '#styled-system/css';

export interface RefChecksProps {
  legend: string;
  items: { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  /** an id always chosen and not to be unticked (a teacher's own catalogue teacher) */
  locked?: number | null;
  error?: string | undefined;
}

/** A named group of checkboxes choosing ids (grades, categories, teachers of a course). */
export function RefChecks({ legend, items, value, onChange, locked = null, error }: RefChecksProps) {
  const errorId = `${legend}-error`;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={css({ display: 'grid', gap: '2', borderWidth: '1px', borderRadius: 'l2', padding: '3' })}
    >
      <legend className={css({ fontWeight: 'medium', paddingInline: '1' })}>{legend}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {items.map((item) => (
          <label key={item.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="checkbox"
              checked={value.includes(item.id)}
              disabled={item.id === locked}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id))
              }
            />
            {item.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={css({ color: 'fg.error', textStyle: 'small' })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
