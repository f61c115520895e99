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
    [{ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "x".repeat(257) }, "ADMIN_PASSWORD"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
  ])("refuses %o with a message naming %s", (env, variable) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  describe("GOOGLE_MEDIA_HOSTS, the hosts a Google token is sent to for photo bytes", () => {
    const hosts = (value?: string) =>
      parseEnv({ SESSION_SECRET: "a-long-enough-secret", GOOGLE_MEDIA_HOSTS: value })
        .GOOGLE_MEDIA_HOSTS;

    it("defaults to Google's media hosts", () => {
      for (const unset of [undefined, "", " "]) {
        expect(hosts(unset)).toEqual([
          "lh3.googleusercontent.com",
          "lh4.googleusercontent.com",
          "lh5.googleusercontent.com",
          "lh6.googleusercontent.com",
        ]);
      }
    });

    it("takes host names and addresses separated by commas", () => {
      expect(hosts(" Media.Example.com, 127.0.0.2 ,[::1]")).toEqual([
        "media.example.com",
        "127.0.0.2",
        "[::1]",
      ]);
    });

    it.each(["https://lh3.googleusercontent.com", "lh3.googleusercontent.com:443", "a b", ","])(
      "refuses %s, naming the variable",
      (value) => {
        expect(() => hosts(value)).toThrow(
          /^Invalid configuration: GOOGLE_MEDIA_HOSTS must be host names separated by commas/,
        );
      },
    );
  });

  describe("TRUST_PROXY, the number of proxies in front of the app", () => {
    const hops = (value?: string) =>
      parseEnv({ SESSION_SECRET: "a-long-enough-secret", TRUST_PROXY: value }).TRUST_PROXY;

    it("defaults to 0: the client address is the socket's", () => {
      expect(hops()).toBe(0);
      expect(hops("")).toBe(0);
    });

    it("takes a hop count, and false as 0 for older configurations", () => {
      expect(hops("0")).toBe(0);
      expect(hops("1")).toBe(1);
      expect(hops(" 2 ")).toBe(2);
      expect(hops("false")).toBe(0);
      expect(hops("FALSE")).toBe(0);
    });

    it.each(["true", "TRUE", "yes", "on"])("refuses %s, naming the variable", (value) => {
      expect(() => hops(value)).toThrow(ConfigError);
      expect(() => hops(value)).toThrow(
        /^Invalid configuration: TRUST_PROXY must be the number of proxies in front of the app \(0, 1, 2…\), not true/,
      );
    });

    it.each(["-1", "1.5", "two", "0x1", "11"])("refuses %s", (value) => {
      expect(() => hops(value)).toThrow(/^Invalid configuration: TRUST_PROXY /);
    });
  });
});
