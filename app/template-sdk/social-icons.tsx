import { socialLinks, type SocialLink } from "./social-links";
import type { PortfolioOwner } from "./types";

const ICONS: Record<string, JSX.Element> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" />
    </>
  ),
  twitter: <path d="M4 4l16 16M20 4L4 20" />,
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
    </>
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
};

function Icon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

const PLACEHOLDERS = [
  { network: "instagram", label: "Instagram" },
  { network: "twitter", label: "Twitter" },
  { network: "website", label: "Website" },
  { network: "email", label: "Email" },
];

/**
 * The owner's social links (normalised, see socialLinks). With none,
 * docs/product.md#about-contact-and-footer's four placeholder icons, which have no targets: they
 * are images, not links, so keyboards skip them.
 */
export function SocialIcons({
  owner,
  className,
}: {
  owner: Pick<PortfolioOwner, "instagram" | "twitter" | "website"> | null;
  className?: string;
}) {
  const links: SocialLink[] = socialLinks(owner);
  return (
    <ul className={["vf-social", className].filter(Boolean).join(" ")}>
      {links.length
        ? links.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                rel="me noopener noreferrer"
                target="_blank"
                aria-label={link.label}
              >
                <Icon name={link.network} />
              </a>
            </li>
          ))
        : PLACEHOLDERS.map((item) => (
            <li key={item.network}>
              <span className="vf-social__placeholder" role="img" aria-label={item.label}>
                <Icon name={item.network} />
              </span>
            </li>
          ))}
    </ul>
  );
}
