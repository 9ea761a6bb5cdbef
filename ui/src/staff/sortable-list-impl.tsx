import { icon } from '@app/ui';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { staffUiMessages } from './messages';
import type { SortableListProps } from './sortable-list';
import { content, handle, list, row } from './sortable-list-styles';

const GripIcon = icon(GripVertical);

function SortableRow(props: { id: string; label: string; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id, disabled: props.disabled });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <li ref={setNodeRef} style={style} className={row}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={handle}
        {...attributes}
        {...listeners}
        aria-label={staffUiMessages.sortable.handle(props.label)}
        disabled={props.disabled}
      >
        <GripIcon />
      </button>
      <div className={content}>{props.children}</div>
    </li>
  );
}

/**
 * A list ordered by drag and drop (dnd-kit) that works the same by keyboard: focus an item's
 * handle, Space picks it up, the arrows move it, Space drops it, Escape cancels. Shared by the
 * catalogue and lecture authoring pages (issue 33); the page saves the new order itself.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getId, getLabel, label, onReorder, renderItem, disabled = false } = props;
  const t = staffUiMessages.sortable;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const nameOf = (id: string | number) => {
    const item = items.find((it) => getId(it) === String(id));
    return item ? getLabel(item) : '';
  };
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(nameOf(active.id), positionOf(active.id), ids.length),
    onDragOver: ({ active, over }) => (over ? t.over(nameOf(active.id), positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dropped(nameOf(active.id), positionOf(over.id)) : undefined),
    onDragCancel: ({ active }) => t.cancelled(nameOf(active.id)),
  };
  const instructions: ScreenReaderInstructions = { draggable: t.instructions };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to), { id: String(active.id), from, to });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as string}
              label={getLabel(item)}
              disabled={disabled}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
