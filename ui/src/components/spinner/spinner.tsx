import { css, cx } from '#styled-system/css';
import { uiMessages } from '../../messages';

const spinnerClass = css({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: 'spin 0.8s linear infinite',
  flexShrink: 0,
});

export interface SpinnerProps {
  /** Accessible label; pass `null` when a parent already announces the busy state. */
  label?: string | null;
  className?: string;
}

export function Spinner({ label = uiMessages.loading, className }: SpinnerProps) {
  if (label === null) return <span aria-hidden="true" className={cx(spinnerClass, className)} />;
  return <span role="status" aria-label={label} className={cx(spinnerClass, className)} />;
}

const overlayClass = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'overlay',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  bg: 'bg.surface',
  color: 'primary',
  fontSize: '2xl',
});

export interface LoadingOverlayProps {
  label?: string;
  /** Covers the whole viewport by default; `contained` covers the nearest positioned parent. */
  contained?: boolean;
}

export function LoadingOverlay({ label = uiMessages.loading, contained = false }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={cx(overlayClass, contained && css({ position: 'absolute', bg: 'bg.surface/80' }))}
    >
      <Spinner label={null} />
      <span className={css({ fontSize: 'md', color: 'fg' })}>{label}</span>
    </div>
  );
}
