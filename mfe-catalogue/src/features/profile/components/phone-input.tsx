import { profileMessages } from '@app/shared-contracts/errors';
import { type CountryCode, countryOptions, type PhoneValue, parsePhone } from '@app/shared-contracts/phone';
import { Field, Input } from '@app/ui';
import { css } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { messages } from '../../../messages';

const t = messages.profile;

/** International phone input: country (EG by default, IL excluded) and number, checked with libphonenumber. */
export function PhoneInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PhoneValue;
  onChange: (v: PhoneValue) => void;
}) {
  const invalid = value.number.trim() !== '' && !parsePhone(value);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'label' })}>
        {t.country}
        <select
          className={input()}
          value={value.country}
          onChange={(e) => onChange({ ...value, country: e.currentTarget.value as CountryCode })}
        >
          {countryOptions().map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <Field label={label} invalid={invalid} errorText={profileMessages.invalidPhone}>
        <Input
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.currentTarget.value })}
        />
      </Field>
    </div>
  );
}
