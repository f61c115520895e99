import {
  CategoryFilter,
  HeroBackground,
  heroText,
  ProfileImage,
  sectionHref,
  socialLinks,
  type TemplateProps,
} from "~/template-sdk";

/**
 * docs/product.md#public-portfolio-and-templates classic hero: full screen, profile image, name,
 * tagline, social links, categories.
 */
export function ClassicHero(props: TemplateProps) {
  const { owner, hero, siteName, settings } = props;
  const text = hero ?? heroText(owner, siteName);
  const links = settings.heroSocialLinks === false ? [] : socialLinks(owner);
  return (
    <section className="classic-hero" data-section="hero" aria-labelledby="classic-hero-title">
      <HeroBackground url={hero?.url ?? null} colors={hero?.colors} picture={hero?.picture} />
      <div className="classic-hero__content">
        {owner ? (
          // docs/product.md#error-catalogue: a portrait that fails to load is hidden.
          <ProfileImage
            className="classic-hero__portrait"
            src={owner.profileImage}
            alt={`Portrait of ${owner.displayName}`}
            initial={owner.displayName.charAt(0).toUpperCase()}
            width={128}
            height={128}
          />
        ) : null}
        <h1 id="classic-hero-title">{text.title}</h1>
        <p className="classic-hero__tagline">{text.tagline}</p>
        {links.length ? (
          <ul className="classic-hero__social">
            {links.map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="me noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <CategoryFilter
          categories={props.categories}
          selected={props.selectedCategory}
          links={props.links}
          navigate={props.navigate}
          anchor="gallery"
        />
      </div>
      <a className="classic-hero__down" href={sectionHref(props.basePath, "gallery")}>
        <span className="vf-visually-hidden">Go to the gallery</span>
        <span aria-hidden="true">↓</span>
      </a>
    </section>
  );
}
