import {
  HERO_LOAD_LIMIT_MS,
  heroImageResult,
  memoryResult,
  pageLoadResult,
  type CompatibilityResult,
} from "./compatibility-rules";

const ms = (value: number) => `${Math.round(value)} ms`;

/** Navigation Timing (Level 2, else the older `performance.timing`) of this page's document. */
function measurePageLoad(): CompatibilityResult {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry && entry.loadEventEnd > 0) {
    return pageLoadResult(
      entry.loadEventEnd - entry.startTime,
      `${entry.name}: first byte ${ms(entry.responseStart)}, DOM ready ${ms(entry.domContentLoadedEventEnd)}, load ${ms(entry.loadEventEnd)}, ${entry.type}`,
    );
  }
  const timing = performance.timing;
  if (timing && timing.loadEventEnd > 0) {
    return pageLoadResult(
      timing.loadEventEnd - timing.navigationStart,
      "performance.timing (legacy)",
    );
  }
  return pageLoadResult(null, "No navigation entry with a finished load event");
}

/** `performance.memory` exists in Chromium-based browsers only. */
function measureMemory(): CompatibilityResult {
  const memory = (
    performance as Performance & {
      memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number };
    }
  ).memory;
  if (!memory) return memoryResult(null, "performance.memory is not available in this browser");
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return memoryResult(
    memory.usedJSHeapSize,
    `used ${mb(memory.usedJSHeapSize)}, allocated ${mb(memory.totalJSHeapSize)}, limit ${mb(memory.jsHeapSizeLimit)}`,
  );
}

function loadImage(src: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const started = performance.now();
    const timer = setTimeout(() => {
      image.src = "";
      reject(new Error(`Did not load within ${HERO_LOAD_LIMIT_MS / 1000} s`));
    }, HERO_LOAD_LIMIT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error("The image failed to load"));
    };
    // A fresh copy, not the one the home page may have cached.
    image.src = `${src}${src.includes("?") ? "&" : "?"}compat=${Date.now()}`;
  });
}

/** Loads the default hero (GET /api/hero-images/default → url) as a visitor's browser would. */
async function measureHeroImage(): Promise<CompatibilityResult> {
  let url: string;
  try {
    const response = await fetch("/api/hero-images/default", {
      headers: { Accept: "application/json" },
    });
    if (response.status === 404) {
      return heroImageResult(
        null,
        "GET /api/hero-images/default answered 404",
        "No default hero image is set",
      );
    }
    if (!response.ok) throw new Error(`HTTP error ${response.status}`);
    url = (await response.json()).url;
  } catch (error) {
    return heroImageResult(null, String(error), "The default hero image could not be found");
  }
  try {
    const elapsed = await loadImage(url);
    return heroImageResult(elapsed, url, null);
  } catch (error) {
    return heroImageResult(null, url, (error as Error).message);
  }
}

export async function runCompatibilityTests(): Promise<CompatibilityResult[]> {
  return [measurePageLoad(), measureMemory(), await measureHeroImage()];
}
