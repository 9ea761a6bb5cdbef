import type { CSSProperties } from 'react';
import { cx } from '#styled-system/css';
import { skeleton } from '#styled-system/recipes';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** Placeholder block while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={cx(skeleton({ circle }).root, className)}
      style={{ width, height }}
    />
  );
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx(skeleton().text, className)}>
      {Array.from({ length: lines }, (_, index) => (
        // The last line is shorter, like a paragraph's end.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
