import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { dialog } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import type { DialogProps } from './dialog';

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  hideCloseButton = false,
  closeOnInteractOutside = true,
  closeOnEscape = true,
  closeLabel = uiMessages.close,
  initialFocusEl,
  finalFocusEl,
  contentClassName,
  size,
}: DialogProps) {
  const styles = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={cx(styles.content, contentClassName)}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description ? (
              <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>
            ) : null}
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            {hideCloseButton ? null : (
              <ArkDialog.CloseTrigger asChild>
                <IconButton aria-label={closeLabel} size="sm" className={styles.closeTrigger}>
                  <CloseIcon />
                </IconButton>
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Wrap a button so that activating it closes the surrounding Dialog or Drawer. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}
