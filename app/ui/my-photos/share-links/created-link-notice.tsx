import { Banner, BlockStack, Text } from "@shopify/polaris";
import { CopyField } from "./copy-field";

/**
 * The new link's full address, shown in the answer that made it and never again: only its hash
 * is stored (docs/decisions/0063-share-links.md).
 */
export function CreatedLinkNotice({ created }: { created: { label: string; address: string } }) {
  return (
    <Banner
      tone="success"
      title={created.label ? `Link created: ${created.label}` : "Link created"}
    >
      <BlockStack gap="300">
        <Text as="p">
          Copy the address now and send it to your client. It will not be shown again: if it is
          lost, make a new link.
        </Text>
        <CopyField
          label="Address of the new link"
          value={created.address}
          copied="The link's address is on the clipboard."
          autoFocus
        />
      </BlockStack>
    </Banner>
  );
}
