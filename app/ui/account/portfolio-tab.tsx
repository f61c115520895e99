import { Badge, BlockStack, Button, Card, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import type { TemplateView } from "~/services/account/account-view";
import { INTENT } from "~/utils/account-schemas";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

function TemplateCard({ template, active }: { template: TemplateView; active: boolean }) {
  const { fetcher } = useAccountAction(INTENT.setTemplate);
  return (
    <div role="group" aria-label={template.name}>
      <Card background={active ? "bg-surface-secondary" : undefined}>
        <BlockStack gap="200">
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
            <fetcher.Form method="post" action={accountAction("portfolio")}>
              <IntentInput intent={INTENT.setTemplate} />
              <input type="hidden" name="templateId" value={template.id} />
              <Button submit accessibilityLabel={`Apply ${template.name}`}>
                Apply
              </Button>
            </fetcher.Form>
          )}
        </BlockStack>
      </Card>
    </div>
  );
}

/**
 * Spec §2 template picker: applying is immediate (spec §4). With JavaScript the badge moves at
 * once (optimistic) and moves back if the server refuses.
 */
export function PortfolioTab(props: {
  templates: readonly TemplateView[];
  activeTemplateId: string;
}) {
  const { fetcher } = useAccountAction(INTENT.setTemplate);
  const pending = fetcher.formData?.get("templateId");
  const active = typeof pending === "string" ? pending : props.activeTemplateId;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Portfolio Template
        </Text>
        <InlineGrid columns={{ xs: 1, sm: 2 }} gap="400">
          {props.templates.map((template) => (
            <TemplateCard key={template.id} template={template} active={template.id === active} />
          ))}
        </InlineGrid>
      </BlockStack>
    </Card>
  );
}
