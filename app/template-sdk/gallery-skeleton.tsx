/**
 * docs/product.md#gallery-page loading state: a wide banner (in "all", where the carousel goes) and
 * 6 grid placeholders. Shown while the host says photos are loading (a client-side category
 * change).
 */
export function GallerySkeleton({ banner }: { banner: boolean }) {
  return (
    <div className="vf-skeleton" role="status" aria-label="Loading photos">
      {banner ? <div className="vf-skeleton__banner" /> : null}
      <div className="vf-skeleton__grid">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="vf-skeleton__tile" />
        ))}
      </div>
    </div>
  );
}
