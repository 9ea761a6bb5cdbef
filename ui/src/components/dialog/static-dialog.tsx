import type { ReactNode } from 'react';
import { dialog } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';

export interface StaticDialogProps {
  id: string;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the end; each closes the dialog (they submit its `method="dialog"` form). */
  footer?: ReactNode;
  closeLabel?: string;
}

/**
 * Dialog's look as plain markup, for a first screen rendered on the server (issue 9): an open
 * native `<dialog>` that closes without any script, as its buttons submit a `method="dialog"`
 * form. Modal by its markup (`aria-modal`; whoever sends it makes the page beside it `inert` and
 * gives a button `autoFocus`), not by `showModal()`, which restyles the whole page once it runs.
 */
export function StaticDialog({
  id,
  title,
  children,
  footer,
  closeLabel = uiMessages.close,
}: StaticDialogProps) {
  const styles = dialog({ native: true });
  return (
    <dialog open id={id} aria-modal="true" aria-labelledby={`${id}-title`} className={styles.positioner}>
      <form method="dialog" className={styles.content}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
        <IconButton type="submit" aria-label={closeLabel} size="sm" className={styles.closeTrigger}>
          <CloseIcon />
        </IconButton>
      </form>
    </dialog>
  );
}
