import { type CountryCode, countryOptions, type PhoneValue } from '@app/shared-contracts/phone';
import { css, cx } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { messages } from '../../../messages';
import { TextField } from './form-fields';

const row = css({ display: 'flex', gap: '2', alignItems: 'flex-end', minWidth: '0' });

/** International phone input: a country picker (EG by default, IL never offered) and the number. */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null;
  name: string;
}) {
  return (
    <div className={row}>
      <div className={css({ flex: '1', minWidth: '0' })}>
        <TextField
          label={label}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          required
          value={value.number}
          onChange={(number) => onChange({ ...value, number })}
          error={error}
        />
      </div>
      <select
        aria-label={messages.auth.countryOf(label)}
        value={value.country}
        onChange={(e) => onChange({ ...value, country: e.target.value as CountryCode })}
        className={cx(
          input(),
          css({ width: '7.5rem', flexShrink: 0, appearance: 'auto', marginBlockEnd: error ? '7' : '0' }),
        )}
      >
        {countryOptions().map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
