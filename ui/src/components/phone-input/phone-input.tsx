import { Field as ArkField } from '@ark-ui/react/field';
import { cx } from '#styled-system/css';
import { input, phoneInput } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { Field } from '../field/field';

/** A phone as typed: the country (ISO code) and the national number, digits in any script. */
export interface PhoneInputValue<C extends string = string> {
  country: C;
  number: string;
}

export interface PhoneInputProps<C extends string = string> {
  label: string;
  value: PhoneInputValue<C>;
  onChange: (value: PhoneInputValue<C>) => void;
  /** The countries offered, first the default (`countryOptions()` of `@app/shared-contracts/phone`). */
  countries: readonly { value: C; label: string }[];
  /** Shown under the field, which is then marked invalid. */
  error?: string | null;
  name?: string;
  required?: boolean;
  helperText?: string;
  onBlur?: () => void;
  /** The country picker's accessible name; 'دولة <label>' by default. */
  countryLabel?: string;
}

/**
 * The one phone input of the platform: the number, typed left to right, and its country. The rules
 * (which numbers are valid, Israel never offered) stay with the caller's schema and `countries`.
 */
export function PhoneInput<C extends string = string>({
  label,
  value,
  onChange,
  countries,
  error,
  name,
  required,
  helperText,
  onBlur,
  countryLabel,
}: PhoneInputProps<C>) {
  const classes = phoneInput();
  return (
    <Field label={label} invalid={Boolean(error)} errorText={error} helperText={helperText}>
      <div className={classes.row}>
        <ArkField.Input
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          // aria-required, not required: the input recipe paints :invalid red before any attempt.
          aria-required={required || undefined}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.currentTarget.value })}
          onBlur={onBlur}
          className={cx(input(), classes.number)}
        />
        <select
          aria-label={countryLabel ?? uiMessages.countryOf(label)}
          name={name ? `${name}_country` : undefined}
          value={value.country}
          onChange={(e) => onChange({ ...value, country: e.currentTarget.value as C })}
          className={cx(input(), classes.country)}
        >
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
