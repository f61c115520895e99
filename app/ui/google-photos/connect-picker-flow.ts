import type { ImportProgress } from "~/services/google-photos/import/import-worker.server";

/**
 * The picker with JavaScript (docs/product.md#states-and-transitions 'Picker session',
 * docs/product.md#constants-and-limits): a session from the JSON API, Google's picker in a 600×700
 * popup, then polls — the first after 3 s, then every 2 s while ACTIVE, 3 s after an error — until
 * ENDED, when the popup is closed.
 */
export const PICKER_FIRST_POLL_MS = 3000;
export const PICKER_POLL_MS = 2000;
export const PICKER_RETRY_MS = 3000;
/** After ENDED the page goes to My Photos this much later. */
export const PICKER_REDIRECT_MS = 2000;
export const PICKER_POPUP_NAME = "google-photos-picker";
export const PICKER_POPUP_FEATURES = "width=600,height=700";

const SESSION_URL = "/api/google-photos/picker/session";
const statusUrl = (sessionId: string) =>
  `/api/google-photos/picker/status/${encodeURIComponent(sessionId)}`;

/** The session could not be created: the page says 'Failed to launch photo picker'. */
export class PickerLaunchError extends Error {
  name = "PickerLaunchError";
}

/** Polling cannot go on (the session is gone, or the connection is): no retry would help. */
export class PickerStoppedError extends Error {
  name = "PickerStoppedError";
}

/** Resolves after ms, or rejects at once when the page gives up (signal aborted). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `The server answered ${response.status}.`;
}

async function createSession(signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(SESSION_URL, {
      method: "POST",
      headers: { Accept: "application/json" },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PickerLaunchError("The server could not be reached. Please try again.");
  }
  if (!response.ok) throw new PickerLaunchError(await messageOf(response));
  return (await response.json()) as { pickerUri: string; sessionId: string };
}

type StatusAnswer = { state: "ACTIVE" } | { state: "ENDED"; progress: ImportProgress };

/** One poll. A network error, 429 or 5xx is worth retrying; any other refusal stops polling. */
async function pollOnce(sessionId: string, signal: AbortSignal): Promise<StatusAnswer | null> {
  let response: Response;
  try {
    response = await fetch(statusUrl(sessionId), {
      headers: { Accept: "application/json" },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
  if (response.ok) return (await response.json()) as StatusAnswer;
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    return null;
  }
  throw new PickerStoppedError(await messageOf(response));
}

export interface PickerOpened {
  /** The picker's address (for a link when the browser blocked the popup). */
  pickerUrl: string;
  popupBlocked: boolean;
}

/**
 * Runs one picking from a popup the click handler already opened (popup blockers allow a window
 * opened synchronously in a click, not one opened after a request): the popup is sent to the
 * picker, polled until ENDED, then closed. Resolves with the import's progress.
 */
export async function runPicker(
  popup: Window | null,
  signal: AbortSignal,
  onOpened: (opened: PickerOpened) => void,
): Promise<ImportProgress> {
  try {
    const session = await createSession(signal);
    // Google closes a picker opened at /autoclose itself once the user presses Done.
    const pickerUrl = `${session.pickerUri}/autoclose`;
    const blocked = !popup || popup.closed;
    if (!blocked) popup.location.href = pickerUrl;
    onOpened({ pickerUrl, popupBlocked: blocked });

    await sleep(PICKER_FIRST_POLL_MS, signal);
    for (;;) {
      const answer = await pollOnce(session.sessionId, signal);
      if (answer?.state === "ENDED") return answer.progress;
      await sleep(answer ? PICKER_POLL_MS : PICKER_RETRY_MS, signal);
    }
  } finally {
    if (popup && !popup.closed) popup.close();
  }
}
