import { Badge, BlockStack, Button, Card, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import type { TemplateView } from "~/services/account/account-view";
import { INTENT } from "~/utils/account-schemas";
import { templatePreviewPath } from "~/utils/template-preview-paths";
import { TemplateMiniature } from "./template-miniature";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

function TemplateCard({ template, active }: { template: TemplateView; active: boolean }) {
  const { fetcher } = useAccountAction(INTENT.setTemplate);
  return (
    <div role="group" aria-label={template.name}>
      <Card background={active ? "bg-surface-secondary" : undefined}>
        <BlockStack gap="200">
          <TemplateMiniature templateId={template.id} name={template.name} />
          <InlineStack gap="200" blockAlign="center">
            <Text as="h3" variant="headingSm">
              {template.name}
            </Text>
            {template.isDefault ? <Badge>Default</Badge> : null}
            {active ? <Badge tone="success">Currently Active</Badge> : null}
          </InlineStack>
          <Text as="p" tone="subdued">
            {template.description}
          </Text>
          {active ? null : (
            <InlineStack gap="200" blockAlign="center">
              {/* In the template's group: its purpose is clear from that context. */}
              <Button url={templatePreviewPath(template.id)}>Preview</Button>
              <fetcher.Form method="post" action={accountAction("portfolio")}>
                <IntentInput intent={INTENT.setTemplate} />
                <input type="hidden" name="templateId" value={template.id} />
                <Button submit accessibilityLabel={`Apply ${template.name}`}>
                  Apply
                </Button>
              </fetcher.Form>
            </InlineStack>
          )}
        </BlockStack>
      </Card>
    </div>
  );
}

/** docs/product.md#error-catalogue texts for a picker with nothing to show. */
export const TEMPLATES_FAILED = "Unable to load templates. Please try again later.";
export const NO_TEMPLATES = "No templates available at the moment.";

function TemplateGrid(props: { templates: readonly TemplateView[]; activeTemplateId: string }) {
  const { fetcher } = useAccountAction(INTENT.setTemplate);
  const pending = fetcher.formData?.get("templateId");
  const active = typeof pending === "string" ? pending : props.activeTemplateId;
  return (
    <InlineGrid columns={{ xs: 1, sm: 2 }} gap="400">
      {props.templates.map((template) => (
        <TemplateCard key={template.id} template={template} active={template.id === active} />
      ))}
    </InlineGrid>
  );
}

/**
 * docs/product.md#account-page template picker: each template with a picture of the photographer's
 * own portfolio in it, and a Preview of the whole page before applying
 * (docs/decisions/0045-template-previews.md); applying is immediate
 * (docs/product.md#states-and-transitions). With JavaScript the badge moves at once (optimistic)
 * and moves back if the server refuses. docs/product.md#error-catalogue: a list that could not be
 * read, or an empty one, is said so.
 */
export function PortfolioTab(props: {
  /** Null when the templates could not be listed. */
  templates: readonly TemplateView[] | null;
  activeTemplateId: string;
}) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Portfolio Template
        </Text>
        {!props.templates ? (
          <Text as="p" tone="critical">
            {TEMPLATES_FAILED}
          </Text>
        ) : props.templates.length === 0 ? (
          <Text as="p" tone="subdued">
            {NO_TEMPLATES}
          </Text>
        ) : (
          <TemplateGrid templates={props.templates} activeTemplateId={props.activeTemplateId} />
        )}
      </BlockStack>
    </Card>
  );
}
