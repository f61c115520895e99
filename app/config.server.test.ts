import { describe, expect, it } from "vitest";
import { buildConfig, ConfigError, parseEnv } from "./config.server";

describe("configuration", () => {
  it("defaults to the embedded engines on an empty environment", () => {
    const config = buildConfig(parseEnv({ SESSION_SECRET: "a-long-enough-secret" }));
    expect(config.PORT).toBe(3000);
    expect(config.engines).toEqual({ database: "embedded", storage: "local", mail: "local-inbox" });
    expect(config.secureCookies).toBe(false);
  });

  it("picks MongoDB, S3 and SMTP when they are configured", () => {
    const config = buildConfig(
      parseEnv({
        SESSION_SECRET: "a-long-enough-secret",
        MONGODB_URI: "mongodb://db:27017/viewfinder",
        S3_BUCKET: "photos",
        SMTP_URL: "smtp://mail:25",
        SITE_URL: "https://photos.example.com",
      }),
    );
    expect(config.engines).toEqual({ database: "mongodb", storage: "s3", mail: "smtp" });
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ MONGODB_URI: "postgres://x" }, "MONGODB_URI"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ ADMIN_EMAIL: "admin@example.com" }, "ADMIN_PASSWORD"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
  ])("refuses %o with a message naming %s", (env, variable) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
