import { fieldErrorsOf, messageFor, type StaffSetting } from '@app/shared-contracts';
import { STAFF_SETTING_SCHEMAS, type StaffSettingKey } from '@app/shared-contracts/schemas';
import { Button, Card, focusFirstInvalid, issuesByField, showServerErrors, toaster } from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { usePutStaffSetting } from '../api/put-staff-setting';
import { AnnouncementPreview } from './announcement-preview';
import { type FieldForm, SettingField } from './setting-field';
import { fromForm, type JsonSchema, kindOf, toForm } from './setting-kind';

const t = messages.settings;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface SettingGroupFormProps {
  group: keyof typeof t.groups;
  settings: StaffSetting[];
}

/**
 * One group's settings in one form, each field built from its schema and checked by the
 * contract's bounded schema before sending; only the settings that changed are sent, one PUT each.
 */
export function SettingGroupForm({ group, settings }: SettingGroupFormProps) {
  const put = usePutStaffSetting();
  const root = useRef<HTMLFormElement>(null);
  const kinds = Object.fromEntries(settings.map((s) => [s.key, kindOf(s.schema as JsonSchema)]));
  const parse = (key: string, value: unknown) =>
    STAFF_SETTING_SCHEMAS[key as StaffSettingKey].safeParse(fromForm(kinds[key]!, value));
  const form = useForm({
    defaultValues: Object.fromEntries(settings.map((s) => [s.key, toForm(kinds[s.key]!, s.value)])) as Record<
      string,
      unknown
    >,
    validators: {
      onSubmit: ({ value }) =>
        issuesByField(
          settings.flatMap(
            (s) =>
              parse(s.key, value[s.key]).error?.issues.map((i) => ({
                ...i,
                path: [[s.key, ...i.path.map(String)].join('.')],
              })) ?? [],
          ),
        ),
    },
    onSubmit: async ({ value }) => {
      const changed = settings
        .map((s) => ({ key: s.key, next: parse(s.key, value[s.key]).data }))
        .filter(({ key, next }) => !same(next, settings.find((s) => s.key === key)?.value));
      if (changed.length === 0) return void toaster.create({ description: t.nothingChanged, type: 'info' });
      for (const { key, next } of changed) {
        try {
          await put.mutateAsync({ key, value: next });
        } catch (error) {
          const unshown = showServerErrors(form, fieldErrorsOf(error), (name) => name.replace(/^value/, key));
          toaster.create({ description: unshown[0] ?? messageFor(error, {}, t.failed), type: 'error' });
          return;
        }
      }
      toaster.create({ description: t.saved, type: 'success' });
    },
  });
  return (
    <Card>
      <form
        ref={root}
        aria-label={t.groups[group]}
        noValidate
        className={css({ display: 'grid', gap: '3' })}
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit().then(() => focusFirstInvalid(root.current));
        }}
      >
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t.groups[group]}</h2>
        {settings.map((s) => (
          <SettingField key={s.key} form={form as unknown as FieldForm} name={s.key} kind={kinds[s.key]!} />
        ))}
        {group === 'announcement' ? (
          <form.Subscribe selector={(state) => state.values.general_announcement}>
            {(text) => <AnnouncementPreview text={typeof text === 'string' ? text : ''} />}
          </form.Subscribe>
        ) : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy} className={css({ justifySelf: 'start' })}>
              {t.save}
            </Button>
          )}
        </form.Subscribe>
      </form>
    </Card>
  );
}
