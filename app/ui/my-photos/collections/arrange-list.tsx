import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PhotoView } from "~/utils/photo-view";
import { ArrangeItem } from "./arrange-item";
import { moveToPosition, movedAnnouncement } from "~/utils/photo-order";
import { useSavedOrder, type SaveState } from "./use-saved-order";

interface ArrangeListProps {
  /** In the saved order. */
  photos: PhotoView[];
  /** Where the whole order is PUT: the collection's photos, or the portfolio's order. */
  saveUrl: string;
  removable: boolean;
  /** Names the list for screen readers ("Photos of Harbour", "Portfolio order"). */
  label: string;
}

const SAVE_TEXT: Record<SaveState, string> = {
  idle: "",
  saving: "Saving order…",
  saved: "Order saved",
  failed: "Order not saved",
};

const INSTRUCTIONS =
  "To pick up a photo, focus its handle and press Space or Enter. Move it with the arrow keys, " +
  "drop it with Space or Enter, or press Escape to put it back.";

/**
 * docs/product.md#arranging-photos: with JavaScript a dnd-kit list, dragged by mouse, touch or
 * keyboard (Space, arrows, Space), each move announced and saved at once; without it, each photo
 * has a "Move to position" form posting to the page's action.
 */
export function ArrangeList(props: ArrangeListProps) {
  const hydrated = useHydrated();
  if (!props.photos.length) return null;
  return hydrated ? <SortablePhotos {...props} /> : <PlainPhotos {...props} />;
}

function PlainPhotos({ photos, removable, label }: ArrangeListProps) {
  return (
    <ol className="mp-arrange-list" aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <ArrangeItem
            photo={photo}
            position={index + 1}
            total={photos.length}
            removable={removable}
          />
        </li>
      ))}
    </ol>
  );
}

function SortablePhotos({ photos, saveUrl, removable, label }: ArrangeListProps) {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const { order, state, save } = useSavedOrder(
    photos.map((photo) => photo.id),
    saveUrl,
  );
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "Photo";
  const positionOf = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1;
  const total = order.length;
  const move = (id: string, position: number) =>
    save(moveToPosition(order, id, position), {
      title: "Order saved",
      description: movedAnnouncement(titleOf(id), Math.min(Math.max(position, 1), total), total),
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(String(active.id), positionOf(over.id));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up '${titleOf(active.id)}' at position ${positionOf(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `'${titleOf(active.id)}' is over position ${positionOf(over.id)} of ${total}.`
        : `'${titleOf(active.id)}' is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? movedAnnouncement(titleOf(active.id), positionOf(over.id), total)
        : `'${titleOf(active.id)}' was put back at position ${positionOf(active.id)} of ${total}.`,
    onDragCancel: ({ active }) =>
      `Moving '${titleOf(active.id)}' was cancelled; it stays at position ${positionOf(active.id)} of ${total}.`,
  };
  // One block: the page's stack puts its gap above the status line, not also between it and the list.
  return (
    <div>
      <p className="mp-arrange-status" aria-hidden="true" data-save-state={state}>
        <Text as="span" tone={state === "failed" ? "critical" : "subdued"}>
          {SAVE_TEXT[state]}
        </Text>
      </p>
      <DndContext
        id="arrange-photos"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="mp-arrange-list" aria-label={label}>
            {order.map((id, index) => {
              const photo = byId.get(id);
              if (!photo) return null;
              return (
                <SortablePhoto
                  key={id}
                  photo={photo}
                  position={index + 1}
                  total={total}
                  removable={removable}
                  onMove={(position) => move(id, position)}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

interface SortablePhotoProps {
  photo: PhotoView;
  position: number;
  total: number;
  removable: boolean;
  onMove: (position: number) => void;
}

function SortablePhoto({ photo, ...item }: SortablePhotoProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "mp-arrange-dragging" : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <ArrangeItem
        photo={photo}
        {...item}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="mp-drag-handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${photo.title}, position ${item.position} of ${item.total}`}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
              />
            </svg>
          </button>
        }
      />
    </li>
  );
}
