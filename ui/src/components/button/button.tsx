import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef, type ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { type ButtonVariantProps, button } from '#styled-system/recipes';
import { Spinner } from '../spinner/spinner';

export type ButtonProps = HTMLArkProps<'button'> &
  Omit<ButtonVariantProps, 'square'> & {
    /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
    loading?: boolean;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    startIcon,
    endIcon,
    disabled,
    className,
    children,
    type,
    ...props
  },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      type={props.asChild ? undefined : (type ?? 'button')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...props}
    >
      {props.asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner label={null} /> : startIcon}
          {children}
          {endIcon}
        </>
      )}
    </ark.button>
  );
});
