import { type ReactNode, useState } from 'react';
import { css } from '#styled-system/css';
import { useAfterFirstScreen } from '../../lib/first-screen';
import { lazyChunk, lazyPart } from '../../lib/lazy-part';

export interface MenuItem {
  value: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive entry (e.g. logout), shown in red. */
  danger?: boolean;
}

export interface MenuProps {
  /** The button that opens the menu; its accessible name also names the menu. */
  trigger: ReactNode;
  items: MenuItem[];
  onSelect: (value: string) => void;
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  /** Open when it mounts (the trigger was pressed before the menu's code was there). */
  defaultOpen?: boolean;
}

const menuChunk = lazyChunk(() => import('./menu-impl'));

const LazyMenu = lazyPart(
  menuChunk,
  (mod) => mod.Menu,
  ({ trigger }: MenuProps) => trigger,
);

const triggerOnly = css({ display: 'contents' });

/**
 * Dropdown menu (Ark, async chunk); until its chunk has loaded, only the trigger shows. A menu is
 * closed on the first screen, so its code loads once the first page is on screen
 * (`afterFirstScreen`, issue 9), or at once when the trigger is pressed before that: the menu
 * then opens as soon as its code is there.
 */
export function Menu(props: MenuProps) {
  const firstScreenShown = useAfterFirstScreen();
  const [pressedEarly, setPressedEarly] = useState(false);
  if (firstScreenShown || pressedEarly || menuChunk.isLoaded()) {
    return <LazyMenu {...props} defaultOpen={props.defaultOpen || pressedEarly} />;
  }
  return (
    <span className={triggerOnly} onClickCapture={() => setPressedEarly(true)}>
      {props.trigger}
    </span>
  );
}
