import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { uiMessages } from '../../messages';
import { closeClass } from '../dialog/dialog-styles';
import { IconButton } from '../icon-button/IconButton';
import { CloseIcon } from '../icons/Icons';

const panelClass = css({
  display: 'flex',
  flexDirection: 'column',
  width: 'drawer',
  maxWidth: '85vw',
  bg: 'bg.surface',
  color: 'fg',
  overflowY: 'auto',
});

const modalPanelClass = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineStart: '0',
  zIndex: 'modal',
  boxShadow: 'lg',
  _focusVisible: { outline: 'none' },
  // Inline-start is the right edge in RTL.
  _open: {
    animation: 'slide-from-right 200ms ease-out',
    _ltr: { animation: 'slide-from-left 200ms ease-out' },
  },
});

const permanentClass = css({
  position: 'sticky',
  insetBlockStart: '0',
  height: '100dvh',
  flexShrink: 0,
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: 'border',
});

const backdropClass = css({ position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'bg.overlay' });
const headerClass = css({ position: 'relative', paddingBlock: '4', paddingInline: '4', minHeight: '14' });

export interface DrawerProps {
  /** Accessible name (dialog title, or nav label when permanent). */
  title: string;
  /** Shows the title as a visible heading; otherwise it is only the accessible name. */
  showTitle?: boolean;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  /** Render as an always-visible side panel (desktop), not a modal. */
  permanent?: boolean;
  closeLabel?: string;
  className?: string;
}

/** Side drawer sliding from the inline-start edge (right in RTL); modal with focus trap, or a permanent panel. */
export function Drawer({
  title,
  showTitle = false,
  children,
  open,
  onOpenChange,
  trigger,
  permanent = false,
  closeLabel = uiMessages.close,
  className,
}: DrawerProps) {
  if (permanent) {
    return (
      <aside aria-label={title} className={cx(panelClass, permanentClass, className)}>
        {showTitle ? <h2 className={cx(headerClass, css({ textStyle: 'h4' }))}>{title}</h2> : null}
        {children}
      </aside>
    );
  }
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner>
          <ArkDialog.Content className={cx(panelClass, modalPanelClass, className)}>
            <div className={headerClass}>
              <ArkDialog.Title className={showTitle ? css({ textStyle: 'h4' }) : css({ srOnly: true })}>
                {title}
              </ArkDialog.Title>
              <ArkDialog.CloseTrigger asChild>
                <IconButton aria-label={closeLabel} size="sm" className={closeClass}>
                  <CloseIcon />
                </IconButton>
              </ArkDialog.CloseTrigger>
            </div>
            {children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
