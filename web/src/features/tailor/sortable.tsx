// A vertical list the user reorders by dragging a handle, by touch, or with
// the keyboard (Space to lift, arrows to move, Space to drop, Escape to
// cancel), with what happens read out to screen readers (dnd-kit).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export interface SortableItem {
  id: string;
  /** What the item is called when it is announced. */
  label: string;
}

/** The drag handle's props: spread on a button. */
export type HandleProps = Record<string, unknown>;

export function SortableList<T extends SortableItem>({
  items,
  onMove,
  children,
  className = 'flex flex-col gap-2',
}: {
  items: T[];
  onMove: (id: string, to: number) => void;
  children: (item: T, handle: HandleProps, index: number) => ReactNode;
  className?: string;
}) {
  const sensors = useSensors(
    // The spec's activation distance (8 px), so a click on the row is no drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: string | number) => items.find((i) => i.id === id)?.label ?? String(id);
  const position = (id: string | number) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}, position ${position(active.id)} of ${items.length}.`,
    // Over its own place (as at the start): nothing to add to "Picked up".
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${label(active.id)} moved to position ${position(over.id)} of ${items.length}.`
          : `${label(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${label(active.id)} dropped at position ${position(over.id)} of ${items.length}.` : `${label(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${label(active.id)} cancelled.`,
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
          draggable: 'To move an item, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul className={className}>
          {items.map((item, i) => (
            <Row key={item.id} id={item.id}>
              {(handle) => children(item, handle, i)}
            </Row>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function Row({ id, children }: { id: string; children: (handle: HandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : ''}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}

/** DragHandle is the button that lifts a row. */
export function DragHandle({ handle, label }: { handle: HandleProps; label: string }) {
  return (
    <button
      type="button"
      {...handle}
      aria-label={`Move ${label}`}
      className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
