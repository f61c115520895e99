import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema, parseEnv } from "~/config.server";
import {
  MissingVariable,
  dockerfileStages,
  envOf,
  environmentOf,
  interpolate,
  parseDotEnv,
  references,
  type Stage,
} from "./compose-files";

/**
 * The production stack (docker-compose.yml, Dockerfile, .env.example, docker/) read the way
 * compose and docker read them: no Docker engine runs here, so what can go wrong on an
 * operator's `docker compose up` is checked on the files themselves.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, unknown> | string[];
  env_file?: unknown;
  volumes?: (string | { type?: string; source?: string; target: string })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }> | string[];
  restart?: string;
  user?: string;
}

const compose = parse(read("docker-compose.yml")) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const stages = dockerfileStages(read("Dockerfile"));
const runtime = stages[stages.length - 1];
const exampleEnv = parseDotEnv(read(".env.example"));

/** The names config.server.ts reads from the environment: the only ones the app knows. */
const configKeys = Object.keys(envSchema.innerType().shape);

/** The variables .env.example leaves empty for the operator to fill in. */
const toFill = Object.entries(exampleEnv)
  .filter(([, value]) => value === "")
  .map(([name]) => name);

/** .env.example filled in as the README says: random hex secrets, an admin address. */
function filledEnv(): Record<string, string> {
  const filled = { ...exampleEnv };
  for (const name of toFill) filled[name] = `a1b2c3d4e5f6${name.length}0718293a4b5c6d7e8f90`;
  filled.ADMIN_EMAIL = "admin@photos.example.com";
  return filled;
}

/** A service's environment after compose's interpolation with the given variables. */
function resolvedEnvironment(name: string, variables: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(environmentOf(services[name])).map(([k, v]) => [k, interpolate(v, variables)]),
  );
}

function volumeMounts(service: Service) {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== "string") return { source: volume.source ?? "", target: volume.target };
    const [source, target] = volume.split(":");
    return target === undefined ? { source: "", target: source } : { source, target };
  });
}

const isNamedVolume = (source: string) => source !== "" && !/^[./~]/.test(source);

function stageImage(stage: Stage): string {
  const parent = stages.find((candidate) => candidate.name === stage.from);
  return parent ? stageImage(parent) : stage.from;
}

function runs(stage: Stage): string[] {
  return stage.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
}

describe("docker-compose.yml", () => {
  it("has the app, MongoDB, MinIO, the bucket's one-shot set-up and a mail catcher", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["app", "bucket-init", "mail", "minio", "mongo"].sort(),
    );
    expect(services.app.build).toBeDefined();
    for (const name of ["mongo", "minio", "bucket-init", "mail"]) {
      // A pinned version: `latest` changes under an operator between two `up`s.
      expect(services[name].image, name).toMatch(/:[^:]+$/);
      expect(services[name].image, name).not.toMatch(/:latest$/);
    }
  });

  it("runs a MinIO release with the fix for CVE-2025-62506 or later (ADR 18)", () => {
    // MinIO names its releases by their UTC time, so the names sort as the releases do.
    const release = /^minio\/minio:RELEASE\.(\S+)$/.exec(services.minio.image ?? "")?.[1];
    expect(release).toBeDefined();
    expect(release! >= "2025-10-15T17-29-55Z").toBe(true);
  });

  it("gives every long-running service a health check (the app's is the image's)", () => {
    const longRunning = Object.entries(services).filter(([, s]) => s.restart !== "no");
    expect(longRunning.map(([name]) => name).sort()).toEqual(["app", "mail", "minio", "mongo"]);
    for (const [name, service] of longRunning) {
      if (name === "app") continue;
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    expect(services.app.healthcheck).toBeUndefined();
    const healthcheck = runtime.instructions.find((i) => i.keyword === "HEALTHCHECK");
    expect(healthcheck?.args).toContain("/healthz");
    expect(healthcheck?.args).toMatch(/CMD \["node", "-e", ".*fetch\(/);
  });

  it("starts the app once its stores are healthy and the bucket exists", () => {
    expect(services.app.depends_on).toEqual({
      mongo: { condition: "service_healthy" },
      minio: { condition: "service_healthy" },
      "bucket-init": { condition: "service_completed_successfully" },
      mail: { condition: "service_healthy" },
    });
    expect(services["bucket-init"].depends_on).toEqual({
      minio: { condition: "service_healthy" },
    });
  });

  it("keeps every store in a declared named volume, and mounts only files that exist", () => {
    const declared = Object.keys(compose.volumes ?? {});
    const used = Object.values(services).flatMap((s) =>
      volumeMounts(s)
        .map((m) => m.source)
        .filter(isNamedVolume),
    );
    expect([...new Set(used)].sort()).toEqual(declared.sort());

    const namedTargets = (name: string) =>
      volumeMounts(services[name])
        .filter((m) => isNamedVolume(m.source))
        .map((m) => m.target);
    expect(namedTargets("mongo")).toContain("/data/db");
    const minioCommand = [services.minio.command ?? []].flat().join(" ");
    expect(namedTargets("minio")).toContain(/server (\S+)/.exec(minioCommand)?.[1]);
    const mailDatabase = environmentOf(services.mail).MP_DATABASE;
    expect(namedTargets("mail")).toContain(path.posix.dirname(mailDatabase));
    expect(namedTargets("app")).toContain(envOf(runtime).DATA_DIR);

    for (const service of Object.values(services)) {
      for (const { source } of volumeMounts(service)) {
        if (source.startsWith("./")) expect(existsSync(path.join(root, source)), source).toBe(true);
      }
    }
  });

  it("sets only variables that app/config.server.ts knows, here and in the image", () => {
    expect(services.app.env_file).toBeUndefined();
    const unknown = (names: string[]) => names.filter((name) => !configKeys.includes(name));
    expect(unknown(Object.keys(environmentOf(services.app)))).toEqual([]);
    // The image may also tune glibc's allocator: read by the C library, not by the app.
    const allocator = ["MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_"];
    const imageNames = Object.keys(envOf(runtime)).filter((name) => !allocator.includes(name));
    expect(unknown(imageNames)).toEqual([]);
  });

  it("refuses to start with .env.example as it is, naming every secret to fill in", () => {
    expect(toFill.sort()).toEqual(
      [
        "ADMIN_EMAIL",
        "ADMIN_PASSWORD",
        "SESSION_SECRET",
        "MONGO_ROOT_PASSWORD",
        "MONGO_APP_PASSWORD",
        "MINIO_ROOT_PASSWORD",
        "MINIO_APP_SECRET_KEY",
      ].sort(),
    );
    for (const name of toFill) {
      const variables = { ...filledEnv(), [name]: "" };
      const refusals = Object.keys(services).flatMap((service) => {
        try {
          resolvedEnvironment(service, variables);
          return [];
        } catch (error) {
          if (!(error instanceof MissingVariable)) throw error;
          return [error.variable];
        }
      });
      expect(refusals.length, name).toBeGreaterThan(0);
      expect(new Set(refusals), name).toEqual(new Set([name]));
    }
  });

  it("takes every password, secret and key from a variable, never from a written default", () => {
    for (const [serviceName, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(environmentOf(service))) {
        const secretKey = /PASSWORD|SECRET/.test(key);
        const userinfo = /^[a-z+]+:\/\/[^/@:]*:([^/@]*)@/.exec(value)?.[1];
        if (!secretKey && userinfo === undefined) continue;
        const secret = secretKey ? value : (userinfo as string);
        const where = `${serviceName}.${key}`;
        // The whole value is one reference: required (:?), or optional and empty by default.
        expect(secret, where).toMatch(/^\$\{[A-Z0-9_]+(:\?[^}]*|:-)\}$/);
      }
    }
  });

  it("gives the app a valid configuration on MongoDB, S3 and SMTP once .env is filled in", () => {
    const environment = resolvedEnvironment("app", filledEnv());
    const config = parseEnv({ ...envOf(runtime), ...environment });
    expect(config.NODE_ENV).toBe("production");
    expect(config.MONGODB_URI).toMatch(/^mongodb:\/\//);
    expect(config.S3_BUCKET).toBeTruthy();
    expect(config.SMTP_URL).toMatch(/^smtp:\/\//);
    expect(config.SESSION_SECRET).toBe(filledEnv().SESSION_SECRET);

    // A default written in the compose file is the app's own, so the two cannot drift apart.
    const appDefaults = envSchema.innerType().parse({}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(environmentOf(services.app))) {
      for (const { variable, operator, argument } of references(value)) {
        if (variable !== key || operator !== ":-" || argument === "") continue;
        if (appDefaults[key] === undefined) continue;
        expect(argument, key).toBe(String(appDefaults[key]));
      }
    }
  });

  it("points the app at the services of this file", () => {
    const environment = resolvedEnvironment("app", filledEnv());
    expect(new URL(environment.S3_ENDPOINT).hostname).toBe("minio");
    expect(new URL(environment.SMTP_URL).hostname).toBe("mail");
    const mongo = new URL(environment.MONGODB_URI);
    expect(mongo.hostname).toBe("mongo");
    expect(mongo.password).toBe(filledEnv().MONGO_APP_PASSWORD);
  });
});

describe("MongoDB as a one-member replica set", () => {
  const app = environmentOf(services.app);
  const mongo = environmentOf(services.mongo);
  const uri = new URL(interpolate(app.MONGODB_URI, filledEnv()));
  const setName = uri.searchParams.get("replicaSet");
  const startScript = read("docker/mongo/start.sh");
  const healthScript = read("docker/mongo/replica-set-health.js");
  const userScript = read("docker/mongo/create-app-user.js");

  it("starts mongod with the replica set the app connects to", () => {
    expect(setName).toBeTruthy();
    expect(services.mongo.entrypoint).toEqual(["bash", "/docker/mongo/start.sh"]);
    expect(startScript).toContain(`--replSet ${setName}`);
    expect(startScript).toMatch(/--keyFile/);
  });

  it("initiates the set from its health check, with the host name the app uses", () => {
    expect(services.mongo.healthcheck?.test).toContain("/docker/mongo/replica-set-health.js");
    expect(healthScript).toMatch(
      new RegExp(
        `rs\\.initiate\\(\\{ _id: "${setName}", members: \\[\\{ _id: 0, host: "${uri.host}" \\}\\]`,
      ),
    );
    expect(healthScript).toContain("isWritablePrimary");
  });

  it("creates the app's own user for the database in the app's URI, with the app's password", () => {
    const database = uri.pathname.slice(1);
    expect(userScript).toContain(`getSiblingDB("${database}")`);
    expect(userScript).toContain(`user: "${uri.username}"`);
    expect(userScript).toContain(`role: "readWrite", db: "${database}"`);
    expect(volumeMounts(services.mongo).map((m) => m.target)).toContain(
      "/docker-entrypoint-initdb.d/create-app-user.js",
    );
    // The same .env variable feeds the user's password and the app's URI.
    const appVariable = references(app.MONGODB_URI).map((r) => r.variable);
    expect(references(mongo.VIEWFINDER_DB_PASSWORD).map((r) => r.variable)).toEqual(appVariable);
    expect(userScript).toContain("process.env.VIEWFINDER_DB_PASSWORD");
  });
});

describe("MinIO's bucket and the app's MinIO user", () => {
  const app = environmentOf(services.app);
  const init = environmentOf(services["bucket-init"]);
  const minio = environmentOf(services.minio);

  it("creates the app's bucket and user with the app's key", () => {
    expect(init.BUCKET).toBe(app.S3_BUCKET);
    expect(init.APP_ACCESS_KEY).toBe(app.S3_ACCESS_KEY_ID);
    expect(init.APP_SECRET_KEY).toBe(app.S3_SECRET_ACCESS_KEY);
    expect(init.MINIO_ROOT_USER).toBe(minio.MINIO_ROOT_USER);
    expect(init.MINIO_ROOT_PASSWORD).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(services["bucket-init"].entrypoint).toEqual(["/bin/sh", "/docker/minio/init.sh"]);
  });

  it("limits the app's user to that bucket", () => {
    const policy = JSON.parse(read("docker/minio/app-policy.json")) as {
      Statement: { Resource: string[] }[];
    };
    const resources = policy.Statement.flatMap((s) => s.Resource);
    expect(new Set(resources)).toEqual(
      new Set([`arn:aws:s3:::${app.S3_BUCKET}`, `arn:aws:s3:::${app.S3_BUCKET}/*`]),
    );
    expect(read("docker/minio/init.sh")).toContain("/docker/minio/app-policy.json");
  });
});

describe("the helper scripts", () => {
  it("parse: shell scripts through their shell, mongosh scripts as JavaScript", () => {
    execFileSync("bash", ["-n", path.join(root, "docker/mongo/start.sh")]);
    execFileSync("sh", ["-n", path.join(root, "docker/minio/init.sh")]);
    for (const file of ["docker/mongo/replica-set-health.js", "docker/mongo/create-app-user.js"]) {
      expect(() => new Script(read(file), { filename: file }), file).not.toThrow();
    }
  });
});

describe("Dockerfile", () => {
  const buildStage = stages.find((stage) => runs(stage).some((r) => r.includes("npm run build")));

  it("builds in a stage with every dependency", () => {
    expect(buildStage).toBeDefined();
    const install = runs(buildStage as Stage).find((r) => r.includes("npm ci"));
    expect(install).toBeDefined();
    expect(install).not.toContain("--omit=dev");
  });

  it("runs with production dependencies only, as an unprivileged user, in production mode", () => {
    const copies = runtime.instructions.filter((i) => i.keyword === "COPY");
    const modules = copies.filter((c) => c.args.includes("node_modules"));
    expect(modules).toHaveLength(1);
    const from = /--from=(\S+)/.exec(modules[0].args)?.[1];
    const depsStage = stages.find((stage) => stage.name === from) as Stage;
    expect(runs(depsStage).find((r) => r.includes("npm ci"))).toContain("--omit=dev");
    expect(
      copies.some((c) => c.args.includes(`--from=${buildStage?.name} /app/node_modules`)),
    ).toBe(false);
    expect(
      runtime.instructions.some((i) => i.keyword === "RUN" && /npm (ci|install)/.test(i.args)),
    ).toBe(false);

    const user = runtime.instructions.filter((i) => i.keyword === "USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user?.split(":")[0]);
    expect(envOf(runtime).NODE_ENV).toBe("production");
    expect(runtime.instructions.find((i) => i.keyword === "CMD")?.args).toBe(
      '["node", "server.mjs"]',
    );
  });

  it("runs on glibc, for which package-lock.json pins sharp's prebuilt binaries", () => {
    for (const stage of stages) expect(stageImage(stage)).not.toMatch(/alpine/);
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { libc?: string[] }>;
    };
    for (const name of ["@img/sharp-linux-x64", "@img/sharp-libvips-linux-x64"]) {
      expect(lock.packages[`node_modules/${name}`]?.libc, name).toEqual(["glibc"]);
    }
  });
});

describe(".dockerignore", () => {
  it("keeps installed and built output, local data, secrets and test leftovers out", () => {
    const patterns = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    for (const pattern of [
      "node_modules",
      "build",
      "public/build",
      "data",
      ".tmp",
      ".git",
      ".env",
    ]) {
      expect(patterns, pattern).toContain(pattern);
    }
  });
});
