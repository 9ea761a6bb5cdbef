import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef } from 'react';
import { cx } from '#styled-system/css';
import { type CardVariantProps, card } from '#styled-system/recipes';

export type CardProps = HTMLArkProps<'div'> & CardVariantProps;

/** Surface for grouped content. Use `asChild` to make it an `<article>`, `<a>` or router link. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ flush, className, ...props }, ref) {
  return <ark.div ref={ref} className={cx(card({ flush }).root, className)} {...props} />;
});
