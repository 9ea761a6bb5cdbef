import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { lazyPart } from '../../lib/lazy-part';
import { dialogChunk } from '../dialog/dialog-chunk';
import { headerClass, panelClass } from './drawer-styles';

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

const permanentClass = css({
  position: 'sticky',
  insetBlockStart: '0',
  height: '100dvh',
  flexShrink: 0,
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: 'border',
});

// The modal is in the dialog chunk; until it has loaded, only the trigger shows.
const ModalDrawer = lazyPart(
  dialogChunk,
  (parts) => parts.ModalDrawer,
  ({ trigger }: DrawerProps) => trigger ?? null,
);

/** Side drawer sliding from the inline-start edge (right in RTL); modal with focus trap, or a permanent panel. */
export function Drawer(props: DrawerProps) {
  if (!props.permanent) return <ModalDrawer {...props} />;
  const { title, showTitle = false, children, className } = props;
  return (
    <aside aria-label={title} className={cx(panelClass, permanentClass, className)}>
      {showTitle ? <h2 className={cx(headerClass, css({ textStyle: 'h4' }))}>{title}</h2> : null}
      {children}
    </aside>
  );
}
