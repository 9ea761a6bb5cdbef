import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import type { DialogProps } from './dialog';
import {
  backdropClass,
  closeClass,
  contentClass,
  descriptionClass,
  footerClass,
  positionerClass,
  titleClass,
} from './dialog-styles';

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
}: DialogProps) {
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
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={positionerClass}>
          <ArkDialog.Content className={cx(contentClass, contentClassName)}>
            <ArkDialog.Title className={titleClass}>{title}</ArkDialog.Title>
            {description ? (
              <ArkDialog.Description className={descriptionClass}>{description}</ArkDialog.Description>
            ) : null}
            {children}
            {footer ? <div className={footerClass}>{footer}</div> : null}
            {hideCloseButton ? null : (
              <ArkDialog.CloseTrigger asChild>
                <IconButton aria-label={closeLabel} size="sm" className={closeClass}>
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
