import type { ReactNode } from 'react';
import { lazyChunk, lazyTriggerPart } from '../../lib/lazy-part';

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

/**
 * Dropdown menu (Ark, async chunk); until its chunk has loaded, only the trigger shows. A menu is
 * closed on the first screen, so its code loads once the first page is on screen
 * (`afterFirstScreen`, issue 9), or at once when the trigger is pressed before that: the menu
 * then opens as soon as its code is there.
 */
export const Menu = lazyTriggerPart(menuChunk, (mod) => mod.Menu, { afterFirstScreen: true });
