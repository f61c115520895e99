import { useCallback, useEffect, useRef, useState } from "react";
import { titleFromFileName } from "~/utils/bulk-upload";
import { SKIPPED_MESSAGE, alreadyUploaded } from "~/utils/duplicate-photos";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { askDuplicates } from "./ask-duplicates";
import { checkingItems, isPending, type BulkItem } from "./bulk-items";
import { fileSha256 } from "./file-sha256";
import { uploadOne } from "./upload-one";
import { useUploadLimitMb } from "~/ui/my-photos/use-upload-limit";

/**
 * Files on their way at once: one optimising while others upload, and one of the server's four
 * slots per photographer (ADR 39) left for anything else the photographer is sending.
 */
export const BULK_CONCURRENCY = 3;

/**
 * The browser's multi-file upload. `add` lists files and checks each against the photographer's
 * photos (ADR 44): one already there is flagged and waits for `decide`. `start` sends every
 * file that is ready, a few at a time, each with its own progress and result; a flagged file
 * its owner decides to upload while the run goes on is sent too. With `keepOriginals` each file
 * is sent as chosen; `onStored` hears each stored photo's id.
 */
export function useBulkUpload(keepOriginals = false, onStored?: (photoId: string) => void) {
  const [items, setItems] = useState<BulkItem[]>([]);
  const [category, setCategory] = useState<string | null>(null);
  const nextId = useRef(0);
  const active = useRef(0);
  const launched = useRef(new Set<number>());
  const maxUploadMb = useUploadLimitMb();
  // Held in a ref: a new callback each render must not restart the sends.
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;

  const update = useCallback((id: number, change: Partial<BulkItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      const fresh = checkingItems(files, nextId.current);
      nextId.current += files.length;
      setItems((current) => [...current, ...fresh]);
      // One at a time: twenty 25 MB files read at once would hold half a gigabyte.
      const hashes: (string | null)[] = [];
      for (const item of fresh) hashes.push(await fileSha256(item.file!));
      const known = await askDuplicates(hashes.filter((h): h is string => Boolean(h)));
      fresh.forEach((item, i) => {
        const sha256 = hashes[i] ?? undefined;
        const match = sha256 ? known.get(sha256) : undefined;
        update(item.id, {
          sha256,
          status: match ? "duplicate" : "waiting",
          message: match ? alreadyUploaded(match.title) : "",
        });
      });
    },
    [update],
  );

  const send = useCallback(
    async (item: BulkItem, into: string) => {
      const target = {
        fallbackTitle: titleFromFileName(item.name),
        category: into,
        sha256: item.sha256,
        maxUploadMb,
        keepOriginals,
      };
      const result = await uploadOne(item.file!, target, (status, progress) =>
        update(item.id, { status, progress }),
      ).catch(() => ({ ok: false, message: UPLOAD_MESSAGES.uploadFailed }));
      // Freed before the update, so the render it causes can start the next file.
      active.current--;
      if (result.ok && "photoId" in result && result.photoId) onStoredRef.current?.(result.photoId);
      update(item.id, {
        status: result.ok ? "uploaded" : "failed",
        progress: 100,
        message: result.message,
      });
    },
    [update, maxUploadMb, keepOriginals],
  );

  useEffect(() => {
    if (category === null) return;
    for (const item of items) {
      if (active.current >= BULK_CONCURRENCY) break;
      if (item.status !== "waiting" || launched.current.has(item.id)) continue;
      launched.current.add(item.id);
      active.current++;
      void send(item, category);
    }
  }, [items, category, send]);

  // A run ends when nothing is left to send or to decide: files added after it wait for `start`.
  useEffect(() => {
    const open = items.some((item) => isPending(item) || item.status === "duplicate");
    if (category !== null && !open) setCategory(null);
  }, [items, category]);

  const decide = useCallback(
    (id: number, choice: "upload" | "skip") =>
      update(
        id,
        choice === "upload"
          ? { status: "waiting", message: "" }
          : { status: "skipped", progress: 100, message: SKIPPED_MESSAGE },
      ),
    [update],
  );

  const start = useCallback((into: string) => setCategory(into), []);

  const running = category !== null && items.some(isPending);
  return { items, running, add, start, decide };
}
