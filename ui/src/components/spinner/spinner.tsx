import { cx } from '#styled-system/css';
import { loadingOverlay, spinner } from '#styled-system/recipes';
import { uiMessages } from '../../messages';

export interface SpinnerProps {
  /** Accessible label; pass `null` when a parent already announces the busy state. */
  label?: string | null;
  className?: string;
}

export function Spinner({ label = uiMessages.loading, className }: SpinnerProps) {
  if (label === null) return <span aria-hidden="true" className={cx(spinner().root, className)} />;
  return <span role="status" aria-label={label} className={cx(spinner().root, className)} />;
}

export interface LoadingOverlayProps {
  label?: string;
  /** Covers the whole viewport by default; `contained` covers the nearest positioned parent. */
  contained?: boolean;
}

export function LoadingOverlay({ label = uiMessages.loading, contained = false }: LoadingOverlayProps) {
  const styles = loadingOverlay({ contained });
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={styles.root}>
      <Spinner label={null} />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
