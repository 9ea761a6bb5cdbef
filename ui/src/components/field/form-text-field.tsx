import type { ReactNode } from 'react';
import { firstError } from '../../lib/form-errors';
import { Field, Input, type InputProps } from './field';

/**
 * The part of a TanStack Form field (`<form.Field name>{(field) => ...}`) a text input uses. Typed
 * structurally, as the form helpers are, so @app/ui does not depend on the form library.
 */
export interface TextFieldApi {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

export type FormTextFieldProps = {
  field: TextFieldApi;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
} & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'>;

/**
 * A form's text input with its label and its first error (the contract's Arabic message or the
 * server's), wired to a TanStack Form field: the block every form repeated.
 */
export function FormTextField({ field, label, helperText, required, ...input }: FormTextFieldProps) {
  const message = firstError(field.state.meta.errors);
  return (
    <Field
      label={label}
      helperText={helperText}
      required={required}
      invalid={Boolean(message)}
      errorText={message}
    >
      <Input
        {...input}
        name={field.name}
        value={field.state.value}
        onChange={(e) => field.handleChange(e.target.value)}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
