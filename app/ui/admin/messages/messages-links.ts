import { tabPath } from "../dashboard-tabs";

export const MESSAGES_PATH = tabPath("messages");

/**
 * The Messages tab's address: which mail is open (`email`) and which contact message is being
 * deleted (`confirm`) live in it, so both work without JavaScript and survive a reload.
 */
export function messagesHref(state: { email?: string | null; confirm?: string | null } = {}) {
  const params = new URLSearchParams();
  if (state.email) params.set("email", state.email);
  if (state.confirm) params.set("confirm", state.confirm);
  const query = params.toString();
  return query ? `${MESSAGES_PATH}?${query}` : MESSAGES_PATH;
}
