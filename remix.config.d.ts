// remix.config.js's type, for vite.config.ts to read its options (tsconfig.json has no allowJs).
import type { AppConfig } from "@remix-run/dev";

declare const config: AppConfig;
export default config;
