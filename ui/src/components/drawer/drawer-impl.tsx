import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { cx } from '#styled-system/css';
import { drawer } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import type { DrawerProps } from './drawer';

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
  const styles = drawer({ permanent: false, showTitle });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner>
          <ArkDialog.Content className={cx(styles.content, className)}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger asChild>
                <IconButton aria-label={closeLabel} size="sm" className={styles.closeTrigger}>
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
