import { useCallback, useState } from "react";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { waitingItems, type BulkItem } from "./bulk-items";
import { runQueue } from "./run-queue";
import { uploadOne } from "./upload-one";

/** Two files on their way at once: the next one optimises while the other uploads. */
export const BULK_CONCURRENCY = 2;

/** The browser's bulk upload: every chosen file in turn, each with its own progress and result. */
export function useBulkUpload() {
  const [items, setItems] = useState<BulkItem[]>([]);
  const [running, setRunning] = useState(false);

  const update = useCallback((id: number, change: Partial<BulkItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    async (files: File[], category: string) => {
      setItems(waitingItems(files));
      setRunning(true);
      await runQueue(files.length, BULK_CONCURRENCY, async (id) => {
        const result = await uploadOne(files[id]!, category, (status, progress) =>
          update(id, { status, progress }),
        ).catch(() => ({ ok: false, message: UPLOAD_MESSAGES.uploadFailed }));
        update(id, {
          status: result.ok ? "uploaded" : "failed",
          progress: 100,
          message: result.message,
        });
      });
      setRunning(false);
    },
    [update],
  );

  return { items, running, start };
}
