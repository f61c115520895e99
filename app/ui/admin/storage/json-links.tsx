import { InlineStack } from "@shopify/polaris";

const LINKS = [
  { href: "/api/admin/storage/audit", label: "View audit", what: "storage audit" },
  { href: "/api/admin/storage/analytics", label: "View analytics", what: "storage analytics" },
];

/** docs/product.md#admin-dashboard: the audit and analytics views open in a new tab, as JSON. */
export function JsonLinks() {
  return (
    <InlineStack gap="400">
      {LINKS.map((link) => (
        <a
          key={link.href}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="storage-json-link"
        >
          {link.label}
          <span className="visually-hidden">
            {` (the ${link.what} as JSON, opens in a new tab)`}
          </span>
          <span aria-hidden="true"> ↗</span>
        </a>
      ))}
    </InlineStack>
  );
}
