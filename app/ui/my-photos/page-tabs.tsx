import { Button, ButtonGroup } from "@shopify/polaris";

/** docs/product.md#my-photos: the My Photos tabs; the others live on the account page. */
const TABS = [
  { label: "My Photos", url: "/my-photos" },
  { label: "Collections", url: "/my-photos/collections" },
  { label: "Edit Profile", url: "/account?tab=profile" },
  { label: "Hero Image", url: "/account?tab=hero" },
  { label: "Profile Picture", url: "/account?tab=avatar" },
  { label: "Settings", url: "/account?tab=settings" },
];

/** `current` is the tab's label; My Photos' own list by default. */
export function PageTabs({ current = "My Photos" }: { current?: string }) {
  return (
    <nav aria-label="Account sections" className="mp-tabs">
      <ButtonGroup variant="segmented">
        {TABS.map((tab) => (
          <Button
            key={tab.label}
            url={tab.url}
            variant={tab.label === current ? "primary" : undefined}
          >
            {tab.label}
          </Button>
        ))}
      </ButtonGroup>
    </nav>
  );
}
