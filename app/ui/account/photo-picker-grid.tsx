import type { ReactNode } from "react";
import type { PhotoChoiceView } from "~/services/account/account-view";

/**
 * docs/product.md#account-page: the user's photos in a scrolling picker, 3 columns, 24rem high
 * ("height 96 units").
 * `renderControl` wraps each thumbnail in the control that picks it (a button or a radio).
 */
export function PhotoPickerGrid({
  photos,
  label,
  renderControl,
}: {
  photos: PhotoChoiceView[];
  label: string;
  renderControl: (photo: PhotoChoiceView, thumbnail: ReactNode) => ReactNode;
}) {
  return (
    <ul className="account-picker" aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id} className="account-picker__item">
          {renderControl(
            photo,
            <img
              src={photo.thumbnailUrl}
              alt={photo.title}
              loading="lazy"
              className="account-picker__image"
            />,
          )}
        </li>
      ))}
    </ul>
  );
}
