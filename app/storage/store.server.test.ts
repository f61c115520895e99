import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildConfig, parseEnv } from "~/config.server";
import { createObjectStore, objectStoreOptions, storeEngineName } from "./store.server";

const configWith = (env: Record<string, string>) =>
  buildConfig(parseEnv({ DATA_DIR: "/srv/viewfinder", SESSION_SECRET: "s".repeat(32), ...env }));

describe("store selection", () => {
  it("uses local files under DATA_DIR/storage when S3_BUCKET is unset", () => {
    const cfg = configWith({});
    expect(storeEngineName(cfg)).toBe("local");
    expect(objectStoreOptions(cfg)).toEqual({
      engine: "local",
      rootDir: path.join("/srv/viewfinder", "storage"),
    });
    expect(createObjectStore(objectStoreOptions(cfg)).engine).toBe("local");
  });

  it("uses S3 with the configured endpoint, region, style and keys when S3_BUCKET is set", () => {
    const cfg = configWith({
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "eu-west-3",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(storeEngineName(cfg)).toBe("s3");
    expect(objectStoreOptions(cfg)).toEqual({
      engine: "s3",
      bucket: "photos",
      endpoint: "http://minio:9000",
      region: "eu-west-3",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(createObjectStore(objectStoreOptions(cfg)).engine).toBe("s3");
  });

  it("leaves credentials to the SDK's default chain when no keys are configured", () => {
    const options = objectStoreOptions(configWith({ S3_BUCKET: "photos" }));
    expect(options).toMatchObject({ engine: "s3", region: "us-east-1", forcePathStyle: false });
    expect("credentials" in options && options.credentials).toBeUndefined();
  });
});
