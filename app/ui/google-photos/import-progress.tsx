import { useEffect, useRef, useState } from "react";
import type { ImportProgress } from "~/services/google-photos/import/import-worker.server";

export const IMPORT_PROGRESS_URL = "/api/google-photos/import-progress";
/** How often a live bar asks for news while an import runs. */
export const IMPORT_POLL_MS = 2000;

const isActive = (progress: ImportProgress) =>
  progress.state === "queued" || progress.state === "running";

/**
 * The progress of the user's Google Photos imports as the server saw it at render time; with
 * JavaScript it follows the import live until it finishes. Without JavaScript a reload updates it.
 */
export function useImportProgress(initial: ImportProgress, onFinished?: () => void) {
  const [progress, setProgress] = useState(initial);
  const [watched, setWatched] = useState(isActive(initial));
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => setProgress(initial), [initial]);
  useEffect(() => {
    if (isActive(initial)) setWatched(true);
  }, [initial]);

  const active = isActive(progress);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(IMPORT_PROGRESS_URL, {
          headers: { Accept: "application/json" },
        });
        if (!response.ok || cancelled) return;
        const next = (await response.json()) as ImportProgress;
        if (cancelled) return;
        setProgress(next);
        if (!isActive(next)) finished.current?.();
      } catch {
        // Offline for a moment: the next tick tries again.
        if (!cancelled) setProgress((p) => ({ ...p }));
      }
    }, IMPORT_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, progress]);

  return { progress, active, watched };
}

export function importCountsText(progress: ImportProgress): string {
  const handled = progress.done + progress.failed + progress.skipped;
  return `${handled} of ${progress.total} photo${progress.total === 1 ? "" : "s"}`;
}

function finishedText(progress: ImportProgress): string {
  const parts = [`${progress.done} imported`];
  if (progress.skipped) parts.push(`${progress.skipped} already in your library`);
  if (progress.failed) parts.push(`${progress.failed} could not be imported`);
  return `Google Photos import finished: ${parts.join(", ")}.`;
}

/**
 * A labelled native progress bar (it needs no script to render). `showFinished` keeps the last
 * import's outcome on screen after it ends; otherwise the bar shows only while an import runs or
 * after one finished while this page was watching it.
 */
export function ImportProgressBar({
  initial,
  onFinished,
  showFinished = false,
}: {
  initial: ImportProgress;
  onFinished?: () => void;
  showFinished?: boolean;
}) {
  const { progress, active, watched } = useImportProgress(initial, onFinished);
  if (progress.state === "idle" || progress.total === 0) return null;
  if (!active && !watched && !showFinished) return null;
  const handled = progress.done + progress.failed + progress.skipped;
  return (
    <div className="import-progress" role="status" aria-live="polite">
      {active ? (
        <>
          <label className="import-progress__label">
            Importing from Google Photos: {importCountsText(progress)}
            <progress className="import-progress__bar" max={progress.total} value={handled}>
              {importCountsText(progress)}
            </progress>
          </label>
          <noscript>
            <p className="import-progress__hint">Reload the page to see the import move on.</p>
          </noscript>
        </>
      ) : (
        <p className="import-progress__label">{finishedText(progress)}</p>
      )}
    </div>
  );
}
