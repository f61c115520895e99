import type { PhotoView } from "./types";

/**
 * "by Jane Doe", linked to her portfolio: the home gallery shows everyone's photos, so each one
 * says whose it is. A separate link, never inside the photo's own link.
 */
export function PhotoCredit({ photo, className }: { photo: PhotoView; className?: string }) {
  const { photographer: name, photographerUsername: username } = photo;
  return (
    <span className={`vf-credit ${className ?? ""}`}>
      by {username ? <a href={`/${username}`}>{name}</a> : name}
    </span>
  );
}
