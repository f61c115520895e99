import { copyrightLine, footerName, SocialIcons, type PortfolioOwner } from "~/template-sdk";

/**
 * docs/product.md#about-contact-and-footer footer: the name, social icons and the copyright line
 * with the current year.
 */
export function ClassicFooter({
  owner,
  siteName,
}: {
  owner: PortfolioOwner | null;
  siteName: string;
}) {
  return (
    <footer className="classic-footer" data-section="footer">
      <p className="classic-footer__name">{footerName(owner, siteName)}</p>
      <SocialIcons owner={owner} />
      <p className="classic-footer__copyright">{copyrightLine(siteName)}</p>
    </footer>
  );
}
