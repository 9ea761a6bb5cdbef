import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { CloseIcon } from '../icons/icons';

export interface ChipProps {
  children: ReactNode;
  icon?: ReactNode;
  /** Makes the chip a toggle button (aria-pressed). */
  selected?: boolean;
  onClick?: () => void;
  /** Adds a remove button named `removeLabel`. */
  onRemove?: () => void;
  removeLabel?: string;
  className?: string;
}

const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '8',
  paddingInline: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  '&[aria-pressed=true]': { bg: 'primary', color: 'primary.fg', borderColor: 'primary' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
});
const clickable = css({ cursor: 'pointer', _hover: { borderColor: 'primary' } });
const removeClass = css({
  display: 'inline-flex',
  borderRadius: 'full',
  cursor: 'pointer',
  marginInlineEnd: '-1',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
});

export function Chip({ children, icon, selected, onClick, onRemove, removeLabel, className }: ChipProps) {
  if (onClick) {
    return (
      <button
        type="button"
        aria-pressed={selected}
        onClick={onClick}
        className={cx(chipClass, clickable, className)}
      >
        {icon}
        {children}
      </button>
    );
  }
  return (
    <span className={cx(chipClass, className)}>
      {icon}
      {children}
      {onRemove ? (
        <button
          type="button"
          aria-label={
            removeLabel ?? `${uiMessages.remove} ${typeof children === 'string' ? children : ''}`.trim()
          }
          onClick={onRemove}
          className={removeClass}
        >
          <CloseIcon size="1em" />
        </button>
      ) : null}
    </span>
  );
}
