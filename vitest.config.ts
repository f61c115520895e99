import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // The Remix compiler resolves "~" from tsconfig; vitest needs it spelled out.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "templates/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mts}",
      "tests/server/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/setup/template-registry.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
