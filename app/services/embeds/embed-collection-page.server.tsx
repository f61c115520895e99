import { renderToStaticMarkup } from "react-dom/server";
import type { EmbedCollection } from "./embed-collection.server";

/**
 * Light and dark follow the embedding reader's system (no script reads a choice here); the grid
 * reflows from one column at 320 px, so the frame never scrolls sideways.
 */
const STYLES = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#555;--tile:#eee}
@media (prefers-color-scheme:dark){:root{--bg:#141414;--fg:#f2f2f2;--muted:#b5b5b5;--tile:#262626}}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,sans-serif}
body{padding:12px;overflow-x:hidden}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;margin:0 0 12px}
h1{font-size:1.1rem;margin:0;overflow-wrap:anywhere}
a{color:inherit}
.by{color:var(--muted);margin:0;overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px;
grid-template-columns:repeat(auto-fill,minmax(min(100%,150px),1fr))}
li a{display:block;background:var(--tile);border-radius:4px;overflow:hidden}
img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover}
a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.empty{color:var(--muted)}
footer{margin-top:12px;font-size:.85rem;color:var(--muted)}
`;

const OUT = { target: "_blank", rel: "noopener" } as const;

/**
 * The embeddable view of a public collection (docs/decisions/0070-oembed-and-embeds.md): a whole
 * document rendered once to static HTML — no script, no site chrome — every link opening the
 * site in a new tab, out of the embedding page's frame.
 */
function EmbedCollectionPage({ embed }: { embed: EmbedCollection }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${embed.title} · ${embed.photographer}`}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      </head>
      <body>
        <header>
          <h1>
            <a href={embed.collectionHref} {...OUT}>
              {embed.title}
            </a>
          </h1>
          <p className="by">
            by{" "}
            <a href={embed.portfolioHref} {...OUT}>
              {embed.photographer}
            </a>
          </p>
        </header>
        <main>
          {embed.photos.length ? (
            <ul>
              {embed.photos.map((photo) => (
                <li key={photo.id}>
                  <a href={photo.href} title={photo.title} {...OUT}>
                    <img
                      src={photo.src}
                      srcSet={photo.srcSet || undefined}
                      sizes="(min-width: 640px) 33vw, (min-width: 330px) 50vw, 100vw"
                      width={photo.width}
                      height={photo.height}
                      alt={photo.alt}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">No photos in this collection yet.</p>
          )}
        </main>
        <footer>
          <a href={embed.collectionHref} {...OUT}>
            View on {embed.siteName}
          </a>
        </footer>
      </body>
    </html>
  );
}

/** The whole document, doctype first (renderToStaticMarkup writes none). */
export const embedCollectionDocument = (embed: EmbedCollection) =>
  `<!DOCTYPE html>${renderToStaticMarkup(<EmbedCollectionPage embed={embed} />)}`;
