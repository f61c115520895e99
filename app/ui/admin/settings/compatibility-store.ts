import {
  parseReport,
  REPORT_STORAGE_KEY,
  reportFileName,
  score,
  type CompatibilityReport,
  type CompatibilityResult,
} from "./compatibility-rules";

/**
 * The last report of this browser (docs/product.md#admin-dashboard: kept under a product-named
 * key).
 */
export function loadReport(): CompatibilityReport | null {
  try {
    return parseReport(window.localStorage.getItem(REPORT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveReport(
  results: CompatibilityResult[],
  browser: Record<string, string>,
): CompatibilityReport {
  const report: CompatibilityReport = {
    product: "Viewfinder",
    generatedAt: new Date().toISOString(),
    score: score(results),
    browser,
    results,
  };
  try {
    window.localStorage.setItem(REPORT_STORAGE_KEY, JSON.stringify(report));
  } catch {
    // Storage full or disabled: the report still shows and downloads, it just is not kept.
  }
  return report;
}

/** Download Report: the JSON as a file, through a Blob link. */
export function downloadReport(report: CompatibilityReport) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: "application/json" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = reportFileName(report);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
