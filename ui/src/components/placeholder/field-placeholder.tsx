import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { field, input } from '#styled-system/recipes';

/**
 * Holds a labelled control's place (label above an empty input box) for the moment its
 * chunk loads, so the page does not shift when it arrives. Hidden from assistive tech.
 */
export function FieldPlaceholder({ label, className }: { label: ReactNode; className?: string | undefined }) {
  const styles = field();
  return (
    <div aria-hidden="true" className={cx(styles.root, className)}>
      <span className={styles.label}>{label}</span>
      <div className={input()} />
    </div>
  );
}
