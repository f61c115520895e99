import type { PhotographersList } from "./types";

const photoCount = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/**
 * The home page's photographers (section #photographers): each one's picture or initial, name,
 * tagline and public photo count, linked to their portfolio; a link to all of them when only the
 * first few are shown. Renders nothing when there are none (and on portfolios).
 */
export function Photographers({
  photographers,
  className,
}: {
  photographers?: PhotographersList | null;
  className?: string;
}) {
  if (!photographers?.shown.length) return null;
  const { shown, total, moreHref } = photographers;
  return (
    <section
      id="photographers"
      className={`vf-photographers ${className ?? ""}`}
      aria-labelledby="vf-photographers-title"
    >
      <h2 id="vf-photographers-title">Photographers</h2>
      <ul className="vf-photographers__list">
        {shown.map((card) => (
          <li key={card.id}>
            <a href={card.href} className="vf-photographer">
              {card.avatar ? (
                <img
                  className="vf-photographer__avatar"
                  src={card.avatar}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              ) : (
                <span className="vf-photographer__avatar" aria-hidden="true">
                  {card.initial}
                </span>
              )}
              <span className="vf-photographer__name">{card.name}</span>
              {card.line ? <span className="vf-photographer__line">{card.line}</span> : null}
              <span className="vf-photographer__count">{photoCount(card.photoCount)}</span>
            </a>
          </li>
        ))}
      </ul>
      {moreHref ? (
        <a className="vf-photographers__more" href={moreHref}>
          {`All ${total} photographers`}
        </a>
      ) : null}
    </section>
  );
}
