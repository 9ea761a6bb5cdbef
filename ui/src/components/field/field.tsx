import { Field as ArkField } from '@ark-ui/react/field';
import { forwardRef, type ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { input } from '#styled-system/recipes';

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  helperText?: ReactNode;
  /** Shown (and announced) when `invalid` is true. */
  errorText?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
}

const rootClass = css({ display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' });
const labelClass = css({ textStyle: 'label', color: 'fg' });
const helperClass = css({ textStyle: 'small', color: 'fg.muted' });
const errorClass = css({ textStyle: 'small', color: 'danger.text' });

/** Labels its control, links helper and error texts, and marks it invalid/required (Ark Field). */
export function Field({
  label,
  children,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  className,
}: FieldProps) {
  return (
    <ArkField.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(rootClass, className)}
    >
      <ArkField.Label className={labelClass}>
        {label}
        <ArkField.RequiredIndicator className={css({ color: 'danger.text', marginInlineStart: '1' })} />
      </ArkField.Label>
      {children}
      {helperText ? <ArkField.HelperText className={helperClass}>{helperText}</ArkField.HelperText> : null}
      {errorText ? <ArkField.ErrorText className={errorClass}>{errorText}</ArkField.ErrorText> : null}
    </ArkField.Root>
  );
}

export type InputProps = ArkField.InputProps;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, ...props }, ref) {
  return <ArkField.Input ref={ref} className={cx(input(), className)} {...props} />;
});

export type TextareaProps = ArkField.TextareaProps;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  return (
    <ArkField.Textarea
      ref={ref}
      rows={rows}
      className={cx(input(), css({ resize: 'vertical', lineHeight: 'normal' }), className)}
      {...props}
    />
  );
});
