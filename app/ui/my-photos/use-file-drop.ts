import { useState, type DragEvent } from "react";

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") ?? false;

/**
 * Files dragged onto an element are chosen as if picked in its file input. `over` says a drag
 * is above it, for a visible drop target.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!enabled || !carriesFiles(event)) return;
    // Without this the browser opens the file instead of dropping it here.
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!enabled || !carriesFiles(event)) return;
    event.preventDefault();
    // Taken here: a page around this element (React events pass through portals) must not too.
    event.stopPropagation();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };
  return { over, handlers: { onDragOver, onDragLeave, onDrop } };
}
