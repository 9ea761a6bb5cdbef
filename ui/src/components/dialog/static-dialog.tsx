import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { closeClass, contentClass, footerClass, positionerClass, titleClass } from './dialog-styles';

export interface StaticDialogProps {
  id: string;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the end; each closes the dialog (they submit its `method="dialog"` form). */
  footer?: ReactNode;
  closeLabel?: string;
}

// A native <dialog open> as Dialog's positioner, its user-agent box undone and the backdrop's
// colour as its background (no fade: text under opacity 0 is not painted as content).
const frameClass = css({
  margin: '0',
  borderWidth: '0',
  maxWidth: 'none',
  maxHeight: 'none',
  width: 'auto',
  height: 'auto',
  bg: 'bg.overlay',
  color: 'inherit',
  '&:not([open])': { display: 'none' },
});

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
  return (
    <dialog
      open
      id={id}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className={cx(positionerClass, frameClass)}
    >
      <form method="dialog" className={contentClass}>
        <h2 id={`${id}-title`} className={titleClass}>
          {title}
        </h2>
        {children}
        {footer ? <div className={footerClass}>{footer}</div> : null}
        <IconButton type="submit" aria-label={closeLabel} size="sm" className={closeClass}>
          <CloseIcon />
        </IconButton>
      </form>
    </dialog>
  );
}
