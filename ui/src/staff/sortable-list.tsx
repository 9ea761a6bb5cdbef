import type { ComponentType, ReactNode } from 'react';
import { lazyChunk, lazyPart } from '../lib/lazy-part';
import { content, handle, list, row } from './sortable-list-styles';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** the name of each item, read in the handle's name and in the announcements */
  getLabel: (item: T) => string;
  /** the accessible name of the list */
  label: string;
  /** the ids in their new order, once an item is dropped somewhere else */
  onReorder: (ids: string[], moved: { id: string; from: number; to: number }) => void;
  /** the row's content beside its handle (its name, its actions) */
  renderItem: (item: T, index: number) => ReactNode;
  /** while a reorder is being saved, the handles are off */
  disabled?: boolean;
}

const sortableChunk = lazyChunk(() => import('./sortable-list-impl'));

/** The rows as they will stand, without their handles: nothing moves when the list arrives. */
function RowsInPlace(props: SortableListProps<unknown>) {
  return (
    <ul className={list} aria-label={props.label}>
      {props.items.map((item, index) => (
        <li key={props.getId(item)} className={row}>
          <span className={handle} aria-hidden="true" />
          <div className={content}>{props.renderItem(item, index)}</div>
        </li>
      ))}
    </ul>
  );
}

const LazySortableList = lazyPart(
  sortableChunk,
  (mod) => mod.SortableList as ComponentType<SortableListProps<unknown>>,
  RowsInPlace,
);

/**
 * A list ordered by drag and drop that works the same by keyboard (dnd-kit,
 * sortable-list-impl.tsx). dnd-kit is an async chunk: only the ordering pages need it, and
 * `@app/ui/staff` is loaded whole by every staff page. Until it arrives the rows show in place.
 */
export function SortableList<T>(props: SortableListProps<T>): ReactNode {
  return <LazySortableList {...(props as SortableListProps<unknown>)} />;
}
