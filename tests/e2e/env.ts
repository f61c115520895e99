import path from "node:path";
import { standInEnv } from "../stand-ins/google";

// Overridable so two checkouts (or a developer's own server) can run side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
/** The Google stand-in's fixed port: the server is configured before the stand-in starts. */
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? E2E_PORT + 1000);
export const E2E_GOOGLE_SECRET = "e2e-google-client-secret";
export const ADMIN = { email: "admin@viewfinder.test", password: "admin-password-123" };

/** The server the browser tests run against: production build, embedded engines, fresh data. */
export const E2E_ENV: Record<string, string> = {
  NODE_ENV: "production",
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  SESSION_SECRET: "e2e-session-secret-0123456789",
  SITE_NAME: "Viewfinder",
  // Absolute URLs (OpenGraph tags, the sitemap) come from SITE_URL only.
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Many sign-ins from one address in a few minutes: the limiter has its own tests.
  RATE_LIMITS: "false",
  // Google Photos points at the loopback stand-in that tests/e2e/google.ts starts per spec file.
  ...standInEnv(`http://127.0.0.1:${E2E_GOOGLE_PORT}`, E2E_GOOGLE_SECRET),
  PATH: process.env.PATH ?? "",
};
