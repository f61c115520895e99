import { defineConfig } from "@playwright/test";
import { E2E_DATA_DIR, E2E_ENV, E2E_PORT } from "./tests/e2e/env";

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    // Debian's chromium: Playwright cannot download its own browser here (no internet).
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${E2E_PORT}`, trace: "off" },
  // Every browser test runs twice: with JavaScript and without it (docs/product.md#progressive-enhancement).
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    // Each run starts from an empty data folder.
    command: `rm -rf ${E2E_DATA_DIR} && node server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_ENV,
    stdout: "ignore",
    stderr: "pipe",
  },
});
