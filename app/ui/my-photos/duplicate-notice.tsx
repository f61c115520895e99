import { Banner, BlockStack, Button, InlineStack } from "@shopify/polaris";
import { alreadyUploaded } from "~/utils/duplicate-photos";

/** A chosen photo its owner already has, flagged before it is sent (ADR 44). */
export function DuplicateNotice({
  title,
  onUpload,
  onSkip,
}: {
  title: string;
  onUpload: () => void;
  onSkip: () => void;
}) {
  return (
    <Banner tone="warning" title="Already uploaded">
      <BlockStack gap="200">
        <p>{alreadyUploaded(title)}</p>
        <div>
          <InlineStack gap="200" align="start">
            <Button onClick={onUpload}>Upload anyway</Button>
            <Button variant="tertiary" onClick={onSkip}>
              Skip
            </Button>
          </InlineStack>
        </div>
      </BlockStack>
    </Banner>
  );
}
