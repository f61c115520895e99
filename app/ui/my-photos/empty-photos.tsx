import { Link } from "@remix-run/react";
import { BlockStack, Card, Text } from "@shopify/polaris";
import { LinkButton } from "./link-button";
import { useDialogLinks } from "./use-dialog-links";

/**
 * No photos at all: invite the first upload. (Polaris' EmptyState needs an illustration; without
 * one it renders an empty image and a grey skeleton.)
 */
export function NoPhotosYet() {
  const { open } = useDialogLinks();
  return (
    <EmptyCard
      title="No photos yet"
      text="Upload your first photo to start building your portfolio."
      action={{ label: "Upload Photos", to: open({ upload: "true" }) }}
    />
  );
}

/** An empty list's card: what is missing, why to add one, and the link that adds it. */
export function EmptyCard({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { label: string; to: string };
}) {
  return (
    <Card>
      <div className="mp-empty">
        <BlockStack gap="300" inlineAlign="center">
          <Text as="h2" variant="headingLg">
            {title}
          </Text>
          <Text as="p" tone="subdued">
            {text}
          </Text>
          <LinkButton to={action.to} variant="primary">
            {action.label}
          </LinkButton>
        </BlockStack>
      </div>
    </Card>
  );
}

/** Photos exist, but none match the filters. */
export function NoMatchingPhotos() {
  return (
    <Card>
      <Text as="p" tone="subdued" alignment="center">
        No photos match your search or category. <Link to="/my-photos">Show all photos</Link>
      </Text>
    </Card>
  );
}
