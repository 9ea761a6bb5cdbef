import { Field, Input, PasswordInput } from '@app/ui';
import { Field as ArkField } from '@ark-ui/react/field';
import type { InputHTMLAttributes } from 'react';
import { css, cx } from '#styled-system/css';

// `required` becomes aria-required, not the native attribute: the ui input recipe styles
// :invalid red, which would paint every empty required field red before any attempt.
import { input } from '#styled-system/recipes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
}

/** A labelled input; `type="password"` gets the show-password toggle of @app/ui. */
export function TextField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  type,
  ...rest
}: TextFieldProps) {
  const Control = type === 'password' ? PasswordInput : Input;
  return (
    <Field label={label} invalid={Boolean(error)} errorText={error} helperText={helperText}>
      <Control
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
        {...(type === 'password' ? {} : { type })}
        {...rest}
      />
    </Field>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  name?: string;
}

/** A native select: the phone's own picker on mobile, full keyboard support everywhere. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
  name,
}: SelectFieldProps) {
  return (
    <Field label={label} invalid={Boolean(error)} errorText={error}>
      <ArkField.Select
        name={name}
        aria-required={required || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(input(), css({ appearance: 'auto' }))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </ArkField.Select>
    </Field>
  );
}
