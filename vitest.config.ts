import { availableParallelism } from "node:os";
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
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Many
    // files wait on a server process of their own, so two workers there take 9 minutes, not 14.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
