import {
  CategoryFilter,
  HeroBackground,
  heroText,
  sectionHref,
  type TemplateProps,
} from "~/template-sdk";

/** The first panel: the banner, the photographer's name and tagline, and the categories. */
export function EpicHero(props: TemplateProps) {
  const text = props.hero ?? heroText(props.owner, props.siteName);
  return (
    <section
      className="epic-panel epic-hero"
      data-panel
      data-section="hero"
      aria-labelledby="epic-title"
    >
      <HeroBackground
        url={props.hero?.url ?? null}
        colors={props.hero?.colors}
        picture={props.hero?.picture}
      />
      <div className="epic-hero__content">
        <h1 id="epic-title">{text.title}</h1>
        <p className="epic-hero__tagline">{text.tagline}</p>
        <CategoryFilter
          categories={props.categories}
          selected={props.selectedCategory}
          links={props.links}
          navigate={props.navigate}
          anchor="gallery"
        />
        <a className="epic-hero__down" href={sectionHref(props.basePath, "gallery")}>
          Scroll to explore
        </a>
      </div>
    </section>
  );
}
