import { describeLicense } from "~/utils/photo-rights";
import { sectionHref } from "~/template-sdk/links";
import type { PermalinkView } from "./photo-permalink";

/** `path` on `origin` (SITE_URL); kept as a path without one, like the canonical link. */
const absolute = (origin: string | null, path: string) =>
  /^https?:\/\//i.test(path) || !origin ? path : `${origin}${path}`;

/** Where the photographer's portfolio is: this page's portfolio, or theirs from the home gallery. */
function portfolioPath(view: PermalinkView): string | null {
  if (view.basePath !== "/") return view.basePath;
  return view.photo.photographerUsername ? `/${view.photo.photographerUsername}` : null;
}

/**
 * A photo page's schema.org ImageObject, as search engines read image licence metadata: who
 * made it, how to credit it, the licence that applies and where to ask for one. Only what the
 * page already shows; no position, camera serial or account detail. `origin` is SITE_URL or
 * null: a request's Host never reaches it (site-url.server.ts).
 */
export function imageObject(view: PermalinkView, origin: string | null) {
  const { photo } = view;
  const rights = photo.rights;
  const licenceUrl = photo.license ? describeLicense(photo.license).url : undefined;
  const portfolio = portfolioPath(view);
  const contact = portfolio ? absolute(origin, sectionHref(portfolio, "contact")) : undefined;
  const object: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "ImageObject",
    contentUrl: absolute(origin, photo.imageUrl),
    name: photo.title,
    creator: { "@type": "Person", name: rights?.creator || photo.photographer },
    creditText: rights?.creditLine || undefined,
    copyrightNotice: rights?.copyrightNotice || undefined,
    // All rights reserved has no licence text of its own: the photographer's statement, if any.
    license: licenceUrl ?? (rights?.webStatement || undefined),
    acquireLicensePage: rights?.licensorUrl || rights?.webStatement || contact,
  };
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
