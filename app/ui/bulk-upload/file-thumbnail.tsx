import { useEffect, useState } from "react";

// Formats every browser shows; HEIC and TIFF get a plain tile (the server converts them).
const SHOWABLE = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
const SIZE = 48;

/** A small picture of a chosen file, from the file itself (nothing is sent for it). */
export function FileThumbnail({ file }: { file?: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!file || !SHOWABLE.includes(file.type)) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    // An object URL holds the file in memory until revoked.
    return () => URL.revokeObjectURL(made);
  }, [file]);
  const tile = {
    width: SIZE,
    height: SIZE,
    flex: "none",
    borderRadius: 6,
    background: "var(--p-color-bg-fill-secondary)",
    objectFit: "cover" as const,
  };
  if (!url || broken) return <span aria-hidden="true" style={{ ...tile, display: "block" }} />;
  return (
    <img src={url} alt="" width={SIZE} height={SIZE} style={tile} onError={() => setBroken(true)} />
  );
}
