import { BlockStack, ProgressBar, Text } from "@shopify/polaris";
import type { PreparedImage } from "./use-prepared-image";

/**
 * Optimisation progress (5→100), then the preview and the size saving
 * (docs/product.md#states-and-transitions).
 */
export function UploadPreview({
  prepared,
  progress,
  analysing,
}: {
  prepared: PreparedImage | null;
  progress: number | null;
  analysing: boolean;
}) {
  if (progress !== null) {
    return (
      <BlockStack gap="100">
        <Text as="p" tone="subdued">{`Optimising image… ${progress}%`}</Text>
        <ProgressBar progress={progress} size="small" />
      </BlockStack>
    );
  }
  if (!prepared) return null;
  return (
    <BlockStack gap="200">
      {prepared.previewUrl ? (
        <img className="mp-preview" src={prepared.previewUrl} alt="Preview of the chosen photo" />
      ) : (
        <Text as="p" tone="subdued">
          No preview in this browser.
        </Text>
      )}
      <Text as="p">{prepared.summary}</Text>
      {analysing ? (
        <Text as="p" tone="subdued">
          Analysing your photo for suggestions…
        </Text>
      ) : null}
    </BlockStack>
  );
}
