import { Form } from "@remix-run/react";
import { COLLECTION_INTENTS } from "~/utils/collection-forms";

interface CollectionOrderButtonsProps {
  id: string;
  title: string;
  /** From 1, in the photographer's order of collections. */
  position: number;
  total: number;
}

/**
 * "Move up" and "Move down" for one collection of the Collections tab: plain forms that post to
 * the page's action, so they work without JavaScript and from the keyboard
 * (docs/product.md#collections-tab). The first has no "up", the last no "down".
 */
export function CollectionOrderButtons({
  id,
  title,
  position,
  total,
}: CollectionOrderButtonsProps) {
  if (total < 2) return null;
  const move = (to: number, label: string, symbol: string) => (
    <Form method="post" preventScrollReset className="mp-order-form">
      <input type="hidden" name="intent" value={COLLECTION_INTENTS.moveCollection} />
      <input type="hidden" name="collectionId" value={id} />
      <input type="hidden" name="position" value={to} />
      <button
        type="submit"
        className="mp-button mp-button--secondary mp-order-button"
        aria-label={`${label}: ${title}`}
        title={label}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    </Form>
  );
  return (
    <span className="mp-order-buttons">
      {position > 1 ? move(position - 1, "Move up", "↑") : null}
      {position < total ? move(position + 1, "Move down", "↓") : null}
    </span>
  );
}
