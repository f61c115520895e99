import type { PhotoView } from "~/utils/photo-view";

/** The first (narrowest) entry of a srcset: "url 320w, url 640w" → {url, width: 320}. */
export function narrowestSource(srcset: string): { url: string; width: number } | null {
  const first = srcset.split(",")[0]?.trim();
  const match = first ? /^(\S+)\s+(\d+)w$/.exec(first) : null;
  return match ? { url: match[1], width: Number(match[2]) } : null;
}

export const photoAlt = (photo: Pick<PhotoView, "aiAltText" | "title">) =>
  photo.aiAltText || photo.title;

/** The table's thumbnail: the smallest derivative, with its real size so nothing shifts. */
export function PhotoThumbnail({ photo }: { photo: PhotoView }) {
  const source = narrowestSource(photo.sources.jpeg) ?? { url: photo.imageUrl, width: photo.width };
  const height =
    photo.width > 0 ? Math.round((source.width * photo.height) / photo.width) : source.width;
  return (
    <img
      className="mp-thumb"
      src={source.url}
      width={source.width}
      height={height}
      alt={photoAlt(photo)}
      loading="lazy"
      decoding="async"
      style={{ backgroundColor: photo.dominantColor ?? undefined }}
    />
  );
}
