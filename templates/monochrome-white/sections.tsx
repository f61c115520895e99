import {
  ContactForm,
  copyrightLine,
  footerName,
  SocialIcons,
  type ContactFormConfig,
  type PortfolioOwner,
} from "~/template-sdk";

/*
 * Contact and footer, below the gallery: loaded and hydrated when they come into view
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
