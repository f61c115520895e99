export const OWN_MESSAGES_PATH = "/account/messages";
export const OPEN_INTENT = "open";

export interface OwnMessagesState {
  page?: number;
  /** The message shown whole. */
  open?: string | null;
  /** The message whose deletion is being confirmed. */
  confirm?: string | null;
}

/**
 * Account → Messages' address: the page, the open message and the deletion being confirmed live
 * in it, so all three work without JavaScript and survive a reload.
 */
export function ownMessagesHref({ page, open, confirm }: OwnMessagesState = {}) {
  const params = new URLSearchParams();
  if (page && page > 1) params.set("page", String(page));
  if (open) params.set("open", open);
  if (confirm) params.set("confirm", confirm);
  const query = params.toString();
  return query ? `${OWN_MESSAGES_PATH}?${query}` : OWN_MESSAGES_PATH;
}

/** `?page=`, from 1; anything else is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The anchor of a message in the list (the page scrolls back to it after opening it). */
export const messageAnchor = (id: string) => `message-${id}`;
