import { GOVERNORATES, type SessionUser, SPECIALITIES } from '@app/shared-contracts';
import { profileUpdateBodySchema } from '@app/shared-contracts/schemas';
import { Field, firstError, Input, type SafeParser, Select } from '@app/ui';
import { z } from 'zod';
import { css } from '#styled-system/css';
import { useAppData } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useProfileForm } from '../hooks/use-profile-form';
import { PhoneDialog } from './phone-dialog';
import { ProfileEditDialog } from './profile-edit-dialog';

const f = messages.profile.fields;
// Each dialog checks its one value with the contract's own field schema, required here.
const body = profileUpdateBodySchema.shape;
export type EditableField =
  | 'name'
  | 'phone'
  | 'parent_phone'
  | 'grade'
  | 'speciality'
  | 'governorate'
  | 'area'
  | 'last_year_mark';
type Props = { user: SessionUser; onClose: () => void };

function TextDialog({ field, user, onClose }: Props & { field: 'name' | 'area' }) {
  const { form, state } = useProfileForm({
    initial: user[field] ?? '',
    schema: z.object({ value: body[field].unwrap() }),
    toBody: (value) => ({ [field]: value }),
    fields: [field],
    onClose,
  });
  return (
    <ProfileEditDialog label={f[field]} state={state} onClose={onClose}>
      <form.Field name="value">
        {(input) => {
          const message = firstError(input.state.meta.errors);
          return (
            <Field label={f[field]} invalid={Boolean(message)} errorText={message}>
              <Input
                name={field}
                value={input.state.value}
                onChange={(e) => input.handleChange(e.currentTarget.value)}
              />
            </Field>
          );
        }}
      </form.Field>
    </ProfileEditDialog>
  );
}

const markSchema = z.object({ value: body.last_year_mark.unwrap() });
// The contract words a negative mark; a blank or a word is no number at all, where zod would say
// 'نوع القيمة غير صحيح': this form says what to type instead.
const markCheck: SafeParser = {
  safeParse: (value) =>
    markSchema.safeParse(value, {
      error: (issue) => (issue.code === 'invalid_type' ? messages.profile.markInvalid : undefined),
    }),
};

function MarkDialog({ user, onClose }: Props) {
  const { form, state } = useProfileForm({
    initial: user.last_year_mark === null ? '' : String(user.last_year_mark),
    schema: markCheck,
    toBody: (value) => ({ last_year_mark: value }),
    fields: ['last_year_mark'],
    onClose,
  });
  return (
    <ProfileEditDialog label={f.last_year_mark} state={state} onClose={onClose}>
      <form.Field name="value">
        {(input) => {
          const message = firstError(input.state.meta.errors);
          return (
            <Field label={f.last_year_mark} invalid={Boolean(message)} errorText={message}>
              <Input
                name="last_year_mark"
                inputMode="decimal"
                dir="ltr"
                value={input.state.value}
                onChange={(e) => input.handleChange(e.currentTarget.value)}
              />
            </Field>
          );
        }}
      </form.Field>
    </ProfileEditDialog>
  );
}

const choiceError = css({ color: 'danger.text', fontSize: 'sm', marginBlockStart: '1' });

function ChoiceDialog({ field, user, onClose }: Props & { field: 'grade' | 'speciality' | 'governorate' }) {
  const grades = useAppData()?.grades ?? [];
  const items =
    field === 'grade'
      ? grades.map((g) => ({ value: String(g.id), label: g.name }))
      : field === 'speciality'
        ? SPECIALITIES.map((s) => ({ value: s.value, label: s.label }))
        : GOVERNORATES.map((g) => ({ value: g, label: g }));
  const key = field === 'grade' ? 'grade_id' : field;
  const initial = field === 'grade' ? (user.grade_id ? String(user.grade_id) : '') : (user[field] ?? '');
  const { form, state } = useProfileForm({
    initial,
    schema: z.object({ value: body[key].unwrap() }),
    toBody: (value) => ({ [key]: value }),
    fields: [key],
    onClose,
  });
  return (
    <ProfileEditDialog label={f[field]} state={state} onClose={onClose}>
      <form.Field name="value">
        {(input) => {
          const message = firstError(input.state.meta.errors);
          return (
            <div>
              <Select
                label={f[field]}
                name={key}
                items={items}
                value={input.state.value}
                invalid={Boolean(message)}
                onValueChange={(value) => input.handleChange(value ?? '')}
              />
              {/* Ark's trigger says it is invalid (the focus goes there); the contract's or the api's words */}
              {message ? <p className={choiceError}>{message}</p> : null}
            </div>
          );
        }}
      </form.Field>
    </ProfileEditDialog>
  );
}

/** The edit dialog of one info row. */
export function FieldDialog({ field, user, onClose }: Props & { field: EditableField }) {
  switch (field) {
    case 'name':
    case 'area':
      return <TextDialog field={field} user={user} onClose={onClose} />;
    case 'last_year_mark':
      return <MarkDialog user={user} onClose={onClose} />;
    case 'phone':
    case 'parent_phone':
      return <PhoneDialog field={field} user={user} onClose={onClose} />;
    default:
      return <ChoiceDialog field={field} user={user} onClose={onClose} />;
  }
}
