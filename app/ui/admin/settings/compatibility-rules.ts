/**
 * The compatibility panel's rules (docs/product.md#admin-dashboard 'Compatibility dashboard'): what
 * passes, the score and its colour. Pure, so the browser code only measures and these decide.
 */

/** Product-named, so the report never collides with another app on the same origin. */
export const REPORT_STORAGE_KEY = "viewfinder-compatibility-report";

export const PAGE_LOAD_LIMIT_MS = 5000;
export const MEMORY_LIMIT_BYTES = 50 * 1024 * 1024;
export const HERO_LOAD_LIMIT_MS = 5000;

export const TEST_NAMES = {
  pageLoad: "Page load time",
  memory: "Memory usage",
  heroImage: "Hero image load",
} as const;

/**
 * docs/product.md#entities 'Compatibility test result', plus `skipped` for what this browser cannot
 * measure.
 */
export interface CompatibilityResult {
  test: string;
  passed: boolean;
  message: string;
  details: string;
  /** ISO 8601. */
  timestamp: string;
  /** Not measurable here: neither passed nor failed, and left out of the score. */
  skipped?: boolean;
}

export type ScoreColour = "green" | "yellow" | "red";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function pageLoadResult(
  loadMs: number | null,
  details: string,
  now = new Date(),
): CompatibilityResult {
  const base = { test: TEST_NAMES.pageLoad, details, timestamp: now.toISOString() };
  if (loadMs === null) {
    return {
      ...base,
      passed: false,
      skipped: true,
      message: "Navigation Timing is not available in this browser",
    };
  }
  const passed = loadMs < PAGE_LOAD_LIMIT_MS;
  return {
    ...base,
    passed,
    message: `Page loaded in ${seconds(loadMs)} (${passed ? "under" : "not under"} ${seconds(PAGE_LOAD_LIMIT_MS)})`,
  };
}

export function memoryResult(
  usedBytes: number | null,
  details: string,
  now = new Date(),
): CompatibilityResult {
  const base = { test: TEST_NAMES.memory, details, timestamp: now.toISOString() };
  if (usedBytes === null) {
    return { ...base, passed: false, skipped: true, message: "Not measurable in this browser" };
  }
  const passed = usedBytes < MEMORY_LIMIT_BYTES;
  return {
    ...base,
    passed,
    message: `JavaScript heap uses ${megabytes(usedBytes)} (${passed ? "under" : "not under"} ${megabytes(MEMORY_LIMIT_BYTES)})`,
  };
}

/** `loadMs` null: the image did not load at all (`failure` says why). */
export function heroImageResult(
  loadMs: number | null,
  details: string,
  failure: string | null,
  now = new Date(),
): CompatibilityResult {
  const base = { test: TEST_NAMES.heroImage, details, timestamp: now.toISOString() };
  if (loadMs === null)
    return { ...base, passed: false, message: failure ?? "The hero image did not load" };
  const passed = loadMs < HERO_LOAD_LIMIT_MS;
  return {
    ...base,
    passed,
    message: `Hero image loaded in ${seconds(loadMs)} (${passed ? "within" : "not within"} ${seconds(HERO_LOAD_LIMIT_MS)})`,
  };
}

/** Passed over measured tests, 0–1; 0 when nothing could be measured. */
export function score(results: CompatibilityResult[]): number {
  const measured = results.filter((r) => !r.skipped);
  return measured.length ? measured.filter((r) => r.passed).length / measured.length : 0;
}

/** docs/product.md#admin-dashboard: green at 90 % and above, yellow at 70 % and above, else red. */
export function scoreColour(value: number): ScoreColour {
  if (value >= 0.9) return "green";
  if (value >= 0.7) return "yellow";
  return "red";
}

export const scorePercent = (value: number) => `${Math.round(value * 100)}%`;

export interface CompatibilityReport {
  product: "Viewfinder";
  generatedAt: string;
  score: number;
  browser: Record<string, string>;
  results: CompatibilityResult[];
}

/** A report read back from localStorage, or null when absent or not one of ours. */
export function parseReport(raw: string | null): CompatibilityReport | null {
  if (!raw) return null;
  try {
    const report = JSON.parse(raw) as CompatibilityReport;
    return Array.isArray(report?.results) && typeof report.generatedAt === "string" ? report : null;
  } catch {
    return null;
  }
}

export const reportFileName = (report: CompatibilityReport) =>
  `viewfinder-compatibility-report-${report.generatedAt.slice(0, 19).replace(/[:T]/g, "-")}.json`;
