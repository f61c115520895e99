import { InlineStack } from "@shopify/polaris";
import { LinkButton } from "../link-button";

/** Not Polaris' `backAction`: its icon-only link has no name for screen readers (axe link-name). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <InlineStack>
      <LinkButton to={to} variant="tertiary">
        {`← ${children}`}
      </LinkButton>
    </InlineStack>
  );
}
