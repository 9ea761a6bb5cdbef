import type { HTMLAttributes } from 'react';
import { cx } from '#styled-system/css';
import { type BadgeVariantProps, badge } from '#styled-system/recipes';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariantProps;

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
