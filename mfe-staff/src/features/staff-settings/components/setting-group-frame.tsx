import type { StaffSetting } from '@app/shared-contracts';
import { Button, Card } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { AnnouncementPreview } from './announcement-preview';
import { type FieldForm, SettingField } from './setting-field';
import { type JsonSchema, kindOf, toForm } from './setting-kind';

const t = messages.settings;

const valueAt = (values: Record<string, unknown>, name: string): unknown =>
  name.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);

/** A form of fixed values: the frame's fields show them and take no input. */
function frameForm(values: Record<string, unknown>): FieldForm {
  return {
    Field: ({ name, children }) =>
      children({
        state: { value: valueAt(values, name), meta: { errors: [] } },
        handleChange: () => {},
        handleBlur: () => {},
      }),
  };
}

export interface SettingGroupFrameProps {
  group: keyof typeof t.groups;
  settings: StaffSetting[];
}

/**
 * A group's form as it will look, painted with the settings while the form's code (TanStack Form
 * and the contract's schemas, ~50 kB) loads: its fields are disabled until then (decision 0068).
 */
export function SettingGroupFrame({ group, settings }: SettingGroupFrameProps) {
  const fields = settings.map((s) => ({ key: s.key, value: s.value, kind: kindOf(s.schema as JsonSchema) }));
  const values = Object.fromEntries(fields.map((f) => [f.key, toForm(f.kind, f.value)]));
  const form = frameForm(values);
  const announcement = values.general_announcement;
  return (
    <Card>
      <form aria-label={t.groups[group]} aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t.groups[group]}</h2>
        <fieldset disabled className={css({ display: 'contents' })}>
          {fields.map((f) => (
            <SettingField key={f.key} form={form} name={f.key} kind={f.kind} />
          ))}
        </fieldset>
        {group === 'announcement' ? (
          <AnnouncementPreview text={typeof announcement === 'string' ? announcement : ''} />
        ) : null}
        <Button type="button" disabled className={css({ justifySelf: 'start' })}>
          {t.save}
        </Button>
      </form>
    </Card>
  );
}
