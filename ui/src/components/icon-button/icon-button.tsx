import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef } from 'react';
import { cx } from '#styled-system/css';
import { type ButtonVariantProps, button } from '#styled-system/recipes';

export type IconButtonProps = Omit<HTMLArkProps<'button'>, 'aria-label'> &
  Omit<ButtonVariantProps, 'fullWidth' | 'square'> & {
    /** Required: an icon alone has no accessible name. */
    'aria-label': string;
  };

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size, className, type, ...props },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      type={props.asChild ? undefined : (type ?? 'button')}
      className={cx(button({ variant, size, square: true }), className)}
      {...props}
    />
  );
});
