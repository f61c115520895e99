import { copyrightLine, footerName, SocialIcons, type PortfolioOwner } from "~/template-sdk";

export function EpicFooter({
  owner,
  siteName,
}: {
  owner: PortfolioOwner | null;
  siteName: string;
}) {
  return (
    <footer className="epic-footer" data-section="footer">
      <p className="epic-footer__name">{footerName(owner, siteName)}</p>
      <SocialIcons owner={owner} />
      <p className="epic-footer__copyright">{copyrightLine(siteName)}</p>
    </footer>
  );
}
