/** SEED_DEMO: demo photographers, photos and hero banners from demo-content/ on an empty database. */
export { seedDemoContentIfEmpty, type SeedOptions, type SeedOutcome } from "./seed-demo.server";
export { findDemoContentDir, loadDemoManifest, type DemoManifest } from "./demo-manifest.server";
export { demoEmail } from "./seed-photographer.server";
