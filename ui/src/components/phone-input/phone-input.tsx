import { Field as ArkField } from '@ark-ui/react/field';
import { useState } from 'react';
import { cx } from '#styled-system/css';
import { input, phoneInput } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { Field } from '../field/field';

/** A phone as typed: the country (ISO code) and the national number, digits in any script. */
export interface PhoneInputValue<C extends string = string> {
  country: C;
  number: string;
}

type CountryItem<C extends string> = { value: C; label: string };

export interface PhoneInputProps<C extends string = string> {
  label: string;
  value: PhoneInputValue<C>;
  onChange: (value: PhoneInputValue<C>) => void;
  /**
   * The countries offered, first the default. As a function (`countryOptions` of
   * `@app/shared-contracts/phone`) it is called when the student first focuses or presses the
   * country picker: ~245 localized names and options are a long task on a slow phone, and two
   * phone fields doubled it. Until then the picker holds the chosen country only (`countryOf`).
   */
  countries: readonly CountryItem<C>[] | (() => readonly CountryItem<C>[]);
  /** The chosen country's option before `countries` (a function) is called (`countryOptionOf`). */
  countryOf?: (country: C) => CountryItem<C> | undefined;
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
  countryOf,
}: PhoneInputProps<C>) {
  const classes = phoneInput();
  const [opened, setOpened] = useState(typeof countries !== 'function');
  const open = () => setOpened(true);
  const chosen = () => countryOf?.(value.country) ?? { value: value.country, label: value.country };
  const offered = typeof countries === 'function' ? (opened ? countries() : [chosen()]) : countries;
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
          // before the native list opens (pointer) or the arrow keys move (keyboard)
          onPointerDown={opened ? undefined : open}
          onFocus={opened ? undefined : open}
          className={cx(input(), classes.country)}
        >
          {offered.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
