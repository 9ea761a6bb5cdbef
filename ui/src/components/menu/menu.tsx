import type { ReactNode } from 'react';
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
}

const menuChunk = lazyChunk(() => import('./menu-impl'));

/** Dropdown menu (Ark, async chunk); until its chunk has loaded, only the trigger shows. */
export const Menu = lazyPart(
  menuChunk,
  (mod) => mod.Menu,
  ({ trigger }: MenuProps) => trigger,
);
