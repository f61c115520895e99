import type { InputHTMLAttributes } from "react";
import type { HeroImageView } from "~/services/account/account-view";
// The barrel, as public pages import it: the SDK stays one file in the browser (ADR 30).
import { HeroImage } from "~/template-sdk";

/** One global hero as a radio card: thumbnail (from the banner's srcset), name and title. */
export function HeroOption({
  hero,
  input,
}: {
  hero: HeroImageView;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <label className="account-hero-option">
      <input type="radio" {...input} />
      <HeroImage
        url={hero.url}
        picture={hero.picture}
        // The grid's cards are at least 12rem wide: one column on a phone, several above 768 px.
        sizes="(min-width: 768px) 20rem, 100vw"
        className="account-hero-option__image"
      />
      <span className="account-hero-option__name">{hero.name}</span>
      {hero.title ? <span className="account-hero-option__title">{hero.title}</span> : null}
    </label>
  );
}
