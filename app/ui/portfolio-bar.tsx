import { Link, useRouteLoaderData } from "@remix-run/react";
import type { MouseEvent } from "react";
import type { RootLoader } from "~/root";
import { templateStyle, type TemplateManifest } from "~/template-sdk";
import { ThemeChoice } from "./theme-choice";

/** Root routes that draw this bar instead of the site's (root.tsx hides the site bar for them). */
export const portfolioBarHandle = { ownNav: true };

interface BarLink {
  href: string;
  label: string;
}

/** With JavaScript the open menu closes once a link in it is followed (without, it stays open). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  if ((event.target as HTMLElement).closest("a"))
    event.currentTarget.closest("details")?.removeAttribute("open");
}

/**
 * A portfolio's own top bar: the photographer's name, links to the sections its template renders
 * (the manifest's `sections`), the Light/Dark choice where the template has a dark palette, and a
 * discreet way to one's account — all in the template's colours and fonts (docs/templates.md).
 */
export function PortfolioBar({
  name,
  basePath,
  template,
  onPortfolio,
}: {
  name: string;
  /** The portfolio's address, like /iris. */
  basePath: string;
  template: TemplateManifest;
  /** On the portfolio page itself the links are in-page anchors; elsewhere (a photo) they lead back. */
  onPortfolio: boolean;
}) {
  const root = useRouteLoaderData<RootLoader>("root");
  const at = (id: string) => (onPortfolio ? `#${id}` : `${basePath}#${id}`);
  const sections: BarLink[] = template.sections.map((s) => ({ href: at(s.id), label: s.label }));
  const account = root?.user ? (
    <Link to="/account" className="portfolio-bar__account">
      Account
    </Link>
  ) : (
    <a href="/api/login" className="portfolio-bar__account">
      Sign In
    </a>
  );
  const links = (
    <>
      {sections.map((link) => (
        <li key={link.href}>
          {onPortfolio ? (
            <a href={link.href}>{link.label}</a>
          ) : (
            <Link to={link.href}>{link.label}</Link>
          )}
        </li>
      ))}
      <li>{account}</li>
    </>
  );
  return (
    <header
      className="portfolio-bar"
      style={templateStyle(template)}
      data-dark-scheme={template.darkColorScheme ? "" : undefined}
    >
      <nav className="portfolio-bar__inner" aria-label="Main">
        {/* #top is the top of the document, whichever section is in view (HTML's own rule). */}
        {onPortfolio ? (
          <a href="#top" className="portfolio-bar__name">
            {name}
          </a>
        ) : (
          <Link to={basePath} className="portfolio-bar__name">
            {name}
          </Link>
        )}
        <ul className="portfolio-bar__links">{links}</ul>
        {template.darkColorScheme ? <ThemeChoice /> : null}
        <details className="portfolio-bar__menu" onClick={closeMenu}>
          <summary aria-label="Menu">
            <span className="portfolio-bar__bars" aria-hidden="true" />
          </summary>
          <ul>{links}</ul>
        </details>
      </nav>
    </header>
  );
}
