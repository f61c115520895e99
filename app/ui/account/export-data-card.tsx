import { BlockStack, Button, Card, Text } from "@shopify/polaris";

export const EXPORT_URL = "/account/export";

/**
 * Account → Settings: 'Download my photos and data'. A plain download link: the zip is streamed
 * with its exact size, so the browser's own download bar shows the progress, script or not.
 */
export function ExportDataCard() {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Your photos and data
        </Text>
        <Text as="p">
          A zip of your original files, a JSON file with each photo&apos;s title, description,
          category, tags, camera facts, visibility and featured flag, and your profile. Large
          libraries take a while: your browser shows the download&apos;s progress.
        </Text>
        <div>
          <Button url={EXPORT_URL} download>
            Download my photos and data
          </Button>
        </div>
      </BlockStack>
    </Card>
  );
}
