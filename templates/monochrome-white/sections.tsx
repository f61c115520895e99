import {
  ContactForm,
  copyrightLine,
  footerName,
  SocialIcons,
  type ContactFormConfig,
  type PortfolioOwner,
  type PublicCollectionView,
} from "~/template-sdk";
import { CollectionList } from "~/template-sdk/collections";

/*
 * Collections, contact and footer, below the gallery: loaded and hydrated when they come into view
 * (monochrome-white-portfolio.tsx); the server renders them in full.
 */

export function MonochromeWhiteContact({ contact }: { contact: ContactFormConfig }) {
  return (
    <section
      id="contact"
      className="mono-contact"
      data-section="contact"
      aria-labelledby="mono-contact-title"
    >
      <h2 id="mono-contact-title">Contact</h2>
      <ContactForm config={contact} />
    </section>
  );
}

/** The portfolio's public collections (SDK 1.1): the SDK's cards in the light style. */
export function MonochromeWhiteCollections({
  collections,
}: {
  collections: PublicCollectionView[];
}) {
  return <CollectionList collections={collections} className="mono-collections" />;
}

export function MonochromeWhiteFooter({
  owner,
  siteName,
}: {
  owner: PortfolioOwner | null;
  siteName: string;
}) {
  return (
    <footer className="mono-footer" data-section="footer">
      <p>{footerName(owner, siteName)}</p>
      <SocialIcons owner={owner} />
      <p className="mono-footer__copyright">{copyrightLine(siteName)}</p>
    </footer>
  );
}
