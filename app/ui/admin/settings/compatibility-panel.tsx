import { BlockStack, Button, Card, InlineStack, Tabs, Text } from "@shopify/polaris";
import { useEffect, useState } from "react";
import { browserDetails } from "./browser-details";
import { BrowserDetailsList } from "./browser-details-list";
import { CompatibilityOverview } from "./compatibility-overview";
import { CompatibilityResults } from "./compatibility-results";
import type { CompatibilityReport } from "./compatibility-rules";
import { downloadReport, loadReport, saveReport } from "./compatibility-store";
import { runCompatibilityTests } from "./run-compatibility-tests";

const TABS = [
  { id: "compat-overview", content: "Overview" },
  { id: "compat-browser", content: "Browser Details" },
  { id: "compat-results", content: "Test Results" },
];

/**
 * docs/product.md#admin-dashboard 'Compatibility dashboard': runs in the browser only (it measures
 * the browser).
 */
export function CompatibilityPanel() {
  const [selected, setSelected] = useState(0);
  const [report, setReport] = useState<CompatibilityReport | null>(null);
  const [details, setDetails] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setReport(loadReport());
    setDetails(browserDetails());
  }, []);

  const run = async () => {
    setRunning(true);
    try {
      const current = browserDetails();
      setDetails(current);
      setReport(saveReport(await runCompatibilityTests(), current));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h3" variant="headingMd">
          Browser Compatibility
        </Text>
        <InlineStack gap="200">
          <Button variant="primary" onClick={run} loading={running}>
            Run Tests
          </Button>
          <Button onClick={() => report && downloadReport(report)} disabled={!report}>
            Download Report
          </Button>
        </InlineStack>
        <Tabs tabs={TABS} selected={selected} onSelect={setSelected}>
          <div className="vf-compat-panel">
            {selected === 0 ? <CompatibilityOverview report={report} /> : null}
            {selected === 1 ? <BrowserDetailsList details={details} /> : null}
            {selected === 2 ? <CompatibilityResults results={report?.results ?? []} /> : null}
          </div>
        </Tabs>
      </BlockStack>
    </Card>
  );
}
