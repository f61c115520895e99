import {
  CategoryFilter,
  ContactForm,
  copyrightLine,
  footerName,
  Lightbox,
  SocialIcons,
  useLightbox,
  type TemplateProps,
} from "~/template-sdk";
import { MonochromeWhiteGallery } from "./gallery";

/** Monochrome's layout in light colours; unlike the dark one it keeps contact and footer. */
export function MonochromeWhitePortfolio(props: TemplateProps) {
  const lightbox = useLightbox(props.photos, props.paging);
  return (
    <>
      <main className="mono">
        <div className="mono-intro">
          <h1>{props.owner?.displayName ?? props.siteName}</h1>
          {props.owner?.tagline ? <p>{props.owner.tagline}</p> : null}
        </div>
        <CategoryFilter
          categories={props.categories}
          selected={props.selectedCategory}
          links={props.links}
          navigate={props.navigate}
          className="mono-categories"
        />
        <MonochromeWhiteGallery {...props} onOpen={lightbox.openPhoto} />
        {props.contact ? (
          <section
            id="contact"
            className="mono-contact"
            data-section="contact"
            aria-labelledby="mono-contact-title"
          >
            <h2 id="mono-contact-title">Contact</h2>
            <ContactForm config={props.contact} />
          </section>
        ) : null}
      </main>
      <footer className="mono-footer" data-section="footer">
        <p>{footerName(props.owner, props.siteName)}</p>
        <SocialIcons owner={props.owner} />
        <p className="mono-footer__copyright">{copyrightLine(props.siteName)}</p>
      </footer>
      <Lightbox photos={props.photos} controller={lightbox} />
    </>
  );
}
