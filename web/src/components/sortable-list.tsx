// SortableList: a vertical list reordered by dragging a handle (mouse, or a
// finger after a short press) or with keys alone (dnd-kit's keyboard sensor:
// Space or Enter picks an item up, arrow keys move it, Space or Enter drops
// it, Escape cancels), with screen-reader announcements that name the item
// and its new position. The one list behind every reorder in the app.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { GripVertical } from 'lucide-react';

export interface SortableListProps<T extends { id: string }> {
  items: T[];
  /** How an item is named to a screen reader ("Analyst at Acme"); its handle is "Move <name>". */
  itemLabel: (item: T) => string;
  /** Called with the moved item's id and its new index. */
  onMove: (id: string, to: number) => void;
  /** Renders an item; handle is the drag handle to place in it. */
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  /** The list's accessible name, when it needs one beside its heading. */
  label?: string;
  className?: string;
}

export function SortableList<T extends { id: string }>({
  items,
  itemLabel,
  onMove,
  renderItem,
  label,
  className = 'flex flex-col gap-3',
}: SortableListProps<T>) {
  const sensors = useSensors(
    // Pointer drags start after 8 px (spec section 9), so a click on the row is no drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    // A finger lifts after a short press, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => {
    const it = items.find((i) => i.id === id);
    return it ? itemLabel(it) : String(id);
  };
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
    // Over its own place (as at the start): nothing to add to "Picked up".
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${name(active.id)} moved to position ${position(over.id)} of ${items.length}.`
          : `${name(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${items.length}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${name(active.id)} was cancelled; it stays at position ${position(active.id)}.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = items.findIndex((i) => i.id === over.id);
    if (to >= 0) onMove(String(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space or Enter, then the up and down arrow keys; Space or Enter drops it, Escape cancels.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {items.map((item, i) => (
            <SortableRow key={item.id} id={item.id} handleLabel={`Move ${itemLabel(item)}`}>
              {(handle) => renderItem(item, handle, i)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="inline-flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-subtle hover:bg-sunken focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
    >
      <GripVertical aria-hidden="true" className="h-5 w-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      {children(handle)}
    </li>
  );
}
