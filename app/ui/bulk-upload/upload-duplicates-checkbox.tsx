import { BlockStack, Text } from "@shopify/polaris";
import { UPLOAD_DUPLICATES_FIELD } from "~/utils/duplicate-photos";

/**
 * Without JavaScript the server skips files the photographer already has (ADR 44); this asks it
 * not to. With JavaScript each duplicate is flagged in the list instead, so it is not shown.
 */
export function UploadDuplicatesCheckbox() {
  return (
    <BlockStack gap="100">
      <label style={{ display: "inline-flex", alignItems: "center", gap: "0.5rem" }}>
        <input type="checkbox" name={UPLOAD_DUPLICATES_FIELD} value="on" />
        <Text as="span">Upload duplicates too</Text>
      </label>
      <Text as="p" tone="subdued" variant="bodySm">
        Photos you have already uploaded are skipped unless this is ticked.
      </Text>
    </BlockStack>
  );
}
