import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef } from 'react';
import { css, cx } from '#styled-system/css';

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.surface',
  color: 'fg',
  borderRadius: 'lg',
  boxShadow: 'sm',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  padding: '4',
  overflow: 'hidden',
});

export type CardProps = HTMLArkProps<'div'> & {
  /** Removes the inner padding (e.g. a card whose first child is a full-bleed image). */
  flush?: boolean;
};

/** Surface for grouped content. Use `asChild` to make it an `<article>`, `<a>` or router link. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ flush, className, ...props }, ref) {
  return (
    <ark.div ref={ref} className={cx(cardClass, flush && css({ padding: '0' }), className)} {...props} />
  );
});
