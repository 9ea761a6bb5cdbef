import { Field as ArkField } from '@ark-ui/react/field';
import { forwardRef, type ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { field, input } from '#styled-system/recipes';

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
  const styles = field();
  return (
    <ArkField.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(styles.root, className)}
    >
      <ArkField.Label className={styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredIndicator} />
      </ArkField.Label>
      {children}
      {helperText ? (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      ) : null}
      {errorText ? <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText> : null}
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
      className={cx(input(), field().textarea, className)}
      {...props}
    />
  );
});
