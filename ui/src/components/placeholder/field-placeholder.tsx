import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { input } from '#styled-system/recipes';

/**
 * Holds a labelled control's place (label above an empty input box) for the moment its
 * chunk loads, so the page does not shift when it arrives. Hidden from assistive tech.
 */
export function FieldPlaceholder({ label, className }: { label: ReactNode; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}
    >
      <span className={css({ textStyle: 'label', color: 'fg' })}>{label}</span>
      <div className={input()} />
    </div>
  );
}
