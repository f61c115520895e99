import type { ToastMessage } from "~/ui/toast-store";

/**
 * The toast of a post answered in place (the result is on this page, so there is no redirect
 * to flash it through). With JavaScript the fetcher shows it in the app's toaster instead.
 */
export function NoscriptToast({ toast }: { toast: Omit<ToastMessage, "id"> | undefined }) {
  if (!toast) return null;
  return (
    <noscript>
      <div className="toaster" role="status">
        <div className={`toast toast--${toast.variant ?? "default"}`}>
          <div>
            <p className="toast__title">{toast.title}</p>
            {toast.description ? <p className="toast__description">{toast.description}</p> : null}
          </div>
        </div>
      </div>
    </noscript>
  );
}
