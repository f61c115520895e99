import type { PhotoView } from "./types";

/**
 * The licence a photo is shared under, in words and linked to its text (none for all rights
 * reserved), with the copyright notice and credit line the photographer gave. Plain links: it
 * reads the same without JavaScript, on the photo page and in the lightbox's information panel.
 */
export function PhotoLicence({ photo, className }: { photo: PhotoView; className?: string }) {
  const { licenseName: name, licenseUrl: url } = photo;
  if (!photo.license || !name) return null;
  const notice = photo.rights?.copyrightNotice;
  const credit = photo.rights?.creditLine;
  return (
    <div className={`vf-licence ${className ?? ""}`}>
      <p className="vf-licence__name">
        Licence:{" "}
        {url ? (
          // `license` tells machines this is the photo's licence; `noopener` as for any page elsewhere.
          <a href={url} rel="license noopener">
            {name}
          </a>
        ) : (
          name
        )}
      </p>
      {notice ? <p className="vf-licence__notice">{notice}</p> : null}
      {credit ? <p className="vf-licence__credit">Credit: {credit}</p> : null}
    </div>
  );
}
