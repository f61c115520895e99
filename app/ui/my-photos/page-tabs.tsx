import { Button, ButtonGroup } from "@shopify/polaris";

/** docs/product.md#my-photos: the My Photos tabs; the others live on the account page. */
const TABS = [
  { label: "My Photos", url: "/my-photos" },
  { label: "Edit Profile", url: "/account?tab=profile" },
  { label: "Hero Image", url: "/account?tab=hero" },
  { label: "Profile Picture", url: "/account?tab=avatar" },
  { label: "Settings", url: "/account?tab=settings" },
];

export function PageTabs() {
  return (
    <nav aria-label="Account sections">
      <ButtonGroup variant="segmented">
        {TABS.map((tab, index) => (
          <Button key={tab.label} url={tab.url} variant={index === 0 ? "primary" : undefined}>
            {tab.label}
          </Button>
        ))}
      </ButtonGroup>
    </nav>
  );
}
