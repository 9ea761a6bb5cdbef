import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { tabs } from '#styled-system/recipes';
import { lazyChunk, lazyPart } from '../../lib/lazy-part';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Render every panel only while selected (default) or keep them mounted. */
  keepMounted?: boolean;
  fitted?: boolean;
  className?: string;
}

const tabsChunk = lazyChunk(() => import('./tabs-impl'));

/** Tabs (Ark, async chunk); until the chunk has loaded, an empty strip the height of the tab list. */
export const Tabs = lazyPart(
  tabsChunk,
  (mod) => mod.Tabs,
  ({ className }: TabsProps) => <div aria-hidden="true" className={cx(tabs().placeholder, className)} />,
);
