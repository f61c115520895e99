import { BlockStack, List } from "@shopify/polaris";
import type { ThemeSuggestions } from "~/services/admin/insights/insight-types";
import { ResultProvenance } from "./result-provenance";

export function ThemeIdeas({ result }: { result: ThemeSuggestions }) {
  return (
    <BlockStack gap="300">
      <ResultProvenance {...result} />
      <List type="number">
        {result.suggestions.map((idea) => (
          <List.Item key={idea}>{idea}</List.Item>
        ))}
      </List>
    </BlockStack>
  );
}
