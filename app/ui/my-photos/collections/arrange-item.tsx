import { Form } from "@remix-run/react";
import { Badge, Text } from "@shopify/polaris";
import { useId, type FormEvent, type ReactNode } from "react";
import type { PhotoView } from "~/utils/photo-view";
import { COLLECTION_INTENTS } from "~/utils/collection-forms";
import { PhotoThumbnail } from "../photo-thumbnail";

export interface ArrangeItemProps {
  photo: PhotoView;
  position: number;
  total: number;
  /** The drag handle, with JavaScript only. */
  handle?: ReactNode;
  /** With JavaScript the move is made here and saved through the API; without, the form posts. */
  onMove?: (position: number) => void;
  /** A collection's photos can leave it; the portfolio's cannot. */
  removable: boolean;
}

/**
 * One photo of an arrangement: its place, and the "Move to position" form that works without
 * JavaScript (docs/product.md#arranging-photos).
 */
export function ArrangeItem({
  photo,
  position,
  total,
  handle,
  onMove,
  removable,
}: ArrangeItemProps) {
  const inputId = useId();
  const onSubmit = onMove
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const value = Number.parseInt(
          String(new FormData(event.currentTarget).get("position")),
          10,
        );
        if (Number.isFinite(value)) onMove(value);
      }
    : undefined;
  return (
    <div className="mp-arrange-item">
      {handle}
      <span className="mp-arrange-position" aria-hidden="true">
        {position}
      </span>
      <PhotoThumbnail photo={photo} />
      <span className="mp-arrange-title">
        <Text as="span" fontWeight="semibold" breakWord>
          {photo.title}
        </Text>
        {photo.isPublic ? null : <Badge>Private</Badge>}
      </span>
      <span className="mp-arrange-actions">
        <Form method="post" preventScrollReset className="mp-move-form" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value={COLLECTION_INTENTS.move} />
          <input type="hidden" name="photoId" value={photo.id} />
          <input type="hidden" name="title" value={photo.title} />
          <label htmlFor={inputId} className="mp-move-label">
            Position
          </label>
          <input
            key={position}
            id={inputId}
            className="mp-move-input"
            type="number"
            name="position"
            min={1}
            max={total}
            defaultValue={position}
            aria-label={`Position of ${photo.title}, 1 to ${total}`}
          />
          <button
            type="submit"
            className="mp-button mp-button--secondary"
            aria-label={`Move ${photo.title} to this position`}
          >
            Move
          </button>
        </Form>
        {removable ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={COLLECTION_INTENTS.remove} />
            <input type="hidden" name="photoId" value={photo.id} />
            <button
              type="submit"
              className="mp-button mp-button--critical"
              aria-label={`Remove ${photo.title} from the collection`}
            >
              Remove
            </button>
          </Form>
        ) : null}
      </span>
    </div>
  );
}
