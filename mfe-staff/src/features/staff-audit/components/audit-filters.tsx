import { useSearchParams } from '@app/router';
import { Field, Input } from '@app/ui';
import { DateRangeFields } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.audit;
export const AUDIT_FILTERS = ['actor_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

/** The filters the address holds (empty ones left out). */
export function useAuditFilters(): [AuditFilters, (patch: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const update = (patch: AuditFilters) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [filters, update];
}

/** Person, action, target and dates; each change goes to the address (the list follows it). */
export function AuditFiltersBar({ people }: { people: { id: number; name: string }[] }) {
  const [filters, update] = useAuditFilters();
  const text = (key: 'action' | 'target_type' | 'target_id', label: string) => (
    <Field label={label}>
      <Input
        dir="ltr"
        defaultValue={filters[key] ?? ''}
        onBlur={(e) => update({ [key]: e.target.value.trim() })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') update({ [key]: e.currentTarget.value.trim() });
        }}
      />
    </Field>
  );
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
      <label className={css({ display: 'grid', gap: '1' })}>
        {t.person}
        <select
          value={filters.actor_id ?? ''}
          onChange={(e) => update({ actor_id: e.target.value })}
          className={css({ borderWidth: '1px', borderRadius: 'l2', padding: '2' })}
        >
          <option value="">{t.everyone}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      {text('action', t.action)}
      {text('target_type', t.targetType)}
      {text('target_id', t.targetId)}
      <DateRangeFields
        value={{ from: filters.from ?? '', to: filters.to ?? '' }}
        onChange={(range) => update({ from: range.from, to: range.to })}
      />
    </div>
  );
}
