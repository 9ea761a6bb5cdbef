import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { closeClass } from '../dialog/dialog-styles';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import type { DrawerProps } from './drawer';
import { headerClass, panelClass } from './drawer-styles';

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

const backdropClass = css({ position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'bg.overlay' });

/** The modal Drawer: Ark dialog sliding from the inline-start edge (right in RTL), focus trapped. */
export function ModalDrawer({
  title,
  showTitle = false,
  children,
  open,
  onOpenChange,
  trigger,
  closeLabel = uiMessages.close,
  className,
}: DrawerProps) {
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
