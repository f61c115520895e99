import path from "node:path";

// Overridable so two checkouts (or a developer's own server) can run side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
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
  PATH: process.env.PATH ?? "",
};
