import { formatMoney } from '@app/shared-contracts';
import { Field, Input } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCardTargets } from '../api/get-card-targets';

const t = messages.staffCards.create;

const list = css({
  display: 'grid',
  gap: '1',
  maxHeight: '48',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  padding: '2',
});
const option = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer', paddingBlock: '1' });

export interface TargetPickerProps {
  scope: 'course' | 'lecture';
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}

/** The course or lecture a pay-card batch is for: searched by name, chosen from the answers. */
export function TargetPicker({ scope, value, onChange, error }: TargetPickerProps) {
  const [q, setQ] = useState('');
  const targets = useCardTargets({ scope, ...(q.trim() ? { q: q.trim() } : {}) });
  const items = targets.data?.items ?? [];
  const chosen = items.find((i) => i.id === value);
  return (
    <fieldset className={css({ display: 'grid', gap: '2', minWidth: '0' })}>
      <legend className={css({ fontWeight: 'medium', marginBlockEnd: '1' })}>{t.target}</legend>
      <Field label={t.search} invalid={Boolean(error)} errorText={error}>
        <Input name="target-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </Field>
      <div className={list}>
        {items.length === 0 && targets.isSuccess ? <span>{t.noTargets}</span> : null}
        {items.map((item) => (
          <label key={item.id} className={option}>
            <input
              type="radio"
              name="scope_id"
              value={item.id}
              checked={value === item.id}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(item.id)}
            />
            <span>
              {item.course_name ? `${item.name} — ${item.course_name}` : item.name}{' '}
              <bdi dir="ltr">({formatMoney(item.price)})</bdi>
            </span>
          </label>
        ))}
      </div>
      {chosen ? <span aria-live="polite">{t.chosen(chosen.name)}</span> : null}
    </fieldset>
  );
}
