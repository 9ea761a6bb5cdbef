import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { drawer } from '#styled-system/recipes';
import { lazyPart } from '../../lib/lazy-part';
import { dialogChunk } from '../dialog/dialog-chunk';

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
  const styles = drawer({ permanent: true, showTitle: true });
  return (
    <aside aria-label={title} className={cx(styles.content, className)}>
      {showTitle ? <h2 className={cx(styles.header, styles.title)}>{title}</h2> : null}
      {children}
    </aside>
  );
}
