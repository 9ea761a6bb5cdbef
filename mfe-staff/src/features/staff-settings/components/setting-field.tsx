import { Field, firstError, Input, Textarea } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { SettingKind } from './setting-kind';

const t = messages.settings;

/** The part of the group's TanStack form a field uses (its field names are paths). */
export interface FieldForm {
  Field: (props: {
    name: string;
    children: (field: {
      state: { value: unknown; meta: { errors: unknown[] } };
      handleChange: (value: unknown) => void;
      handleBlur: () => void;
    }) => ReactNode;
  }) => ReactNode;
}

const labelOf = (name: string) => {
  const last = name.split('.').at(-1) ?? name;
  return (t.labels as Record<string, string>)[last] ?? last;
};
const optionOf = (value: string) => (t.options as Record<string, string>)[value] ?? value;
const row = css({ display: 'grid', gap: '1' });
const error = css({ color: 'fg.error', fontSize: 'sm' });

function boundsHint(kind: SettingKind): string | undefined {
  if (kind.kind === 'number' && kind.max !== undefined) return t.between(kind.min ?? 0, kind.max);
  if (kind.kind === 'text' && kind.max !== undefined && kind.long) return t.atMost(kind.max);
  return undefined;
}

/** One setting's control, chosen by its kind; a group (recharge_info) shows its fields inside. */
export function SettingField({ form, name, kind }: { form: FieldForm; name: string; kind: SettingKind }) {
  if (kind.kind === 'object') {
    return (
      <fieldset
        className={css({ display: 'grid', gap: '3', borderWidth: '1px', borderRadius: 'l2', padding: '3' })}
      >
        <legend className={css({ fontWeight: 'bold', paddingInline: '1' })}>{labelOf(name)}</legend>
        {kind.fields.map(([key, sub]) => (
          <SettingField key={key} form={form} name={`${name}.${key}`} kind={sub} />
        ))}
      </fieldset>
    );
  }
  return (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        const value = field.state.value;
        if (kind.kind === 'boolean' || kind.kind === 'enum' || kind.kind === 'multi') {
          return (
            <div className={row}>
              {kind.kind === 'boolean' ? (
                <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    type="checkbox"
                    name={name}
                    checked={Boolean(value)}
                    onChange={(e) => field.handleChange(e.target.checked)}
                  />
                  {labelOf(name)}
                </label>
              ) : kind.kind === 'enum' ? (
                <label className={row}>
                  {labelOf(name)}
                  <select
                    name={name}
                    value={String(value)}
                    aria-invalid={Boolean(message)}
                    onChange={(e) => field.handleChange(e.target.value)}
                    className={css({ borderWidth: '1px', borderRadius: 'l2', padding: '2' })}
                  >
                    {kind.nullable ? <option value="">{t.none}</option> : null}
                    {kind.options.map((o) => (
                      <option key={o} value={o}>
                        {optionOf(o)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <fieldset className={row}>
                  <legend>{labelOf(name)}</legend>
                  {kind.options.map((o) => {
                    const list = (value as string[]) ?? [];
                    return (
                      <label key={o} className={css({ display: 'flex', gap: '2' })}>
                        <input
                          type="checkbox"
                          checked={list.includes(o)}
                          onChange={(e) =>
                            field.handleChange(e.target.checked ? [...list, o] : list.filter((x) => x !== o))
                          }
                        />
                        {optionOf(o)}
                      </label>
                    );
                  })}
                </fieldset>
              )}
              {message ? <span className={error}>{message}</span> : null}
            </div>
          );
        }
        const long = kind.kind === 'json' || (kind.kind === 'text' && kind.long);
        const props = {
          name,
          value: String(value ?? ''),
          onChange: (e: { target: { value: string } }) => field.handleChange(e.target.value),
          onBlur: field.handleBlur,
        };
        return (
          <Field
            label={labelOf(name)}
            helperText={boundsHint(kind)}
            invalid={Boolean(message)}
            errorText={message}
          >
            {long ? (
              <Textarea rows={kind.kind === 'json' ? 6 : 4} dir="auto" {...props} />
            ) : (
              <Input dir="auto" inputMode={kind.kind === 'number' ? 'decimal' : undefined} {...props} />
            )}
          </Field>
        );
      }}
    </form.Field>
  );
}
