import type { InputHTMLAttributes } from "react";
import type { HeroImageView } from "~/services/account/account-view";

/** One global hero as a radio card: thumbnail, name and title. */
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
      <img src={hero.url} alt="" loading="lazy" className="account-hero-option__image" />
      <span className="account-hero-option__name">{hero.name}</span>
      {hero.title ? <span className="account-hero-option__title">{hero.title}</span> : null}
    </label>
  );
}
