import {
  DEFAULT_PHONE_COUNTRY,
  GOVERNORATES,
  normalizeDigits,
  type ProfileUpdateBody,
  type SessionUser,
  SPECIALITIES,
} from '@app/shared-contracts';
import { profileMessages } from '@app/shared-contracts/errors';
import { type CountryCode, countryOptions, parsePhone } from '@app/shared-contracts/phone';
import { Field, Input, PhoneInput, Select } from '@app/ui';
import { useState } from 'react';
import { useAppData } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { ProfileEditDialog } from './profile-edit-dialog';

const f = messages.profile.fields;
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
  const [text, setText] = useState(user[field] ?? '');
  const body = text.trim() ? { [field]: text.trim() } : null;
  return (
    <ProfileEditDialog label={f[field]} body={body} onClose={onClose}>
      <Field label={f[field]}>
        <Input value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </Field>
    </ProfileEditDialog>
  );
}

function MarkDialog({ user, onClose }: Props) {
  const [text, setText] = useState(user.last_year_mark === null ? '' : String(user.last_year_mark));
  const n = Number(normalizeDigits(text).trim());
  const valid = Number.isFinite(n) && n >= 0;
  const body = text.trim() !== '' && valid ? { last_year_mark: n } : null;
  // Save stays disabled for a negative or non-numeric mark; the field says why.
  const invalid = text.trim() !== '' && !valid;
  return (
    <ProfileEditDialog label={f.last_year_mark} body={body} onClose={onClose}>
      <Field label={f.last_year_mark} invalid={invalid} errorText={messages.profile.markInvalid}>
        <Input inputMode="decimal" dir="ltr" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </Field>
    </ProfileEditDialog>
  );
}

function PhoneDialog({ field, user, onClose }: Props & { field: 'phone' | 'parent_phone' }) {
  const country =
    (field === 'phone' ? user.phone_country : user.parent_phone_country) ?? DEFAULT_PHONE_COUNTRY;
  const [value, setValue] = useState({ country: country as CountryCode, number: user[field] ?? '' });
  const parsed = parsePhone(value);
  const body: ProfileUpdateBody | null = !parsed
    ? null
    : field === 'phone'
      ? { phone: parsed.phone, full_phone: parsed.full_phone, phone_country: parsed.phone_country }
      : {
          parent_phone: parsed.phone,
          parent_full_phone: parsed.full_phone,
          parent_phone_country: parsed.phone_country,
        };
  return (
    <ProfileEditDialog label={f[field]} body={body} onClose={onClose}>
      <PhoneInput
        label={f[field]}
        name={field}
        countries={countryOptions()}
        value={value}
        onChange={setValue}
        error={value.number.trim() !== '' && !parsed ? profileMessages.invalidPhone : null}
      />
    </ProfileEditDialog>
  );
}

function ChoiceDialog({ field, user, onClose }: Props & { field: 'grade' | 'speciality' | 'governorate' }) {
  const grades = useAppData()?.grades ?? [];
  const items =
    field === 'grade'
      ? grades.map((g) => ({ value: String(g.id), label: g.name }))
      : field === 'speciality'
        ? SPECIALITIES.map((s) => ({ value: s.value, label: s.label }))
        : GOVERNORATES.map((g) => ({ value: g, label: g }));
  const initial = field === 'grade' ? (user.grade_id ? String(user.grade_id) : null) : user[field];
  const [value, setValue] = useState<string | null>(initial);
  const body = !value
    ? null
    : field === 'grade'
      ? { grade_id: Number(value) }
      : ({ [field]: value } as ProfileUpdateBody);
  return (
    <ProfileEditDialog label={f[field]} body={body} onClose={onClose}>
      <Select label={f[field]} items={items} value={value} onValueChange={setValue} />
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
