import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "~/utils/profile-schemas";

/**
 * The one place that reads process.env (docs/product.md#configuration,
 * docs/product.md#house-style). Everything is validated at start-up; a bad value stops the process
 * with one line naming the variable.
 */

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (["1", "true", "yes", "on"].includes(v)) return true;
      if (["0", "false", "no", "off"].includes(v)) return false;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be true or false" });
      return z.NEVER;
    });

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the app (Express `trust proxy` as a hop
 * count). 0 (the default) takes the client address from the socket; n takes it from
 * X-Forwarded-For, n hops back. `true` would let any client choose its address, so it is refused.
 */
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "" || ["false", "no", "off"].includes(v)) return 0;
    if (["true", "yes", "on"].includes(v)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message:
          "must be the number of proxies in front of the app (0, 1, 2…), not true: " +
          "trusting every hop lets any client choose its address through X-Forwarded-For",
      });
      return z.NEVER;
    }
    if (!/^\d+$/.test(v) || Number(v) > 10) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "must be the number of proxies in front of the app (a whole number, 0 to 10)",
      });
      return z.NEVER;
    }
    return Number(v);
  });

const url = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(" or ")})` },
  );

const isHostName = (host: string) => {
  try {
    return new URL(`http://${host}/`).hostname === host;
  } catch {
    return false;
  }
};

/** Host names separated by commas, lower-cased; unset or empty means `fallback`. */
const hostList = (fallback: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      const hosts = (v || fallback)
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean);
      const bad = hosts.find((host) => !isHostName(host));
      if (bad !== undefined || hosts.length === 0) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `must be host names separated by commas${bad ? ` (${bad} is not one)` : ""}`,
        });
        return z.NEVER;
      }
      return hosts;
    });

/** Where Google's Photos APIs serve a photo's bytes (the baseUrl of a media item or a cover). */
const GOOGLE_MEDIA_HOSTS = [3, 4, 5, 6].map((n) => `lh${n}.googleusercontent.com`).join(",");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters",
    }),
    SITE_NAME: z.string().trim().min(1).default("Viewfinder"),
    SITE_URL: url(["http:", "https:"]),
    MONGODB_URI: url(["mongodb:", "mongodb+srv:"]),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: url(["http:", "https:"]),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: flag(false),
    SMTP_URL: url(["smtp:", "smtps:"]),
    MAIL_FROM: z.string().trim().min(3).default("Viewfinder <no-reply@localhost>"),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: url(["http:", "https:"]),
    OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    // Google's real endpoints by default; tests point them at a loopback stand-in.
    GOOGLE_AUTH_URL: url(["http:", "https:"]).default(
      "https://accounts.google.com/o/oauth2/v2/auth",
    ),
    GOOGLE_TOKEN_URL: url(["http:", "https:"]).default("https://oauth2.googleapis.com/token"),
    GOOGLE_REVOKE_URL: url(["http:", "https:"]).default("https://oauth2.googleapis.com/revoke"),
    GOOGLE_PICKER_API_URL: url(["http:", "https:"]).default("https://photospicker.googleapis.com"),
    GOOGLE_LIBRARY_API_URL: url(["http:", "https:"]).default(
      "https://photoslibrary.googleapis.com",
    ),
    // The only hosts the user's Google token goes to for photo bytes, whatever an API answer
    // names (docs/decisions/0017-google-photos-connection.md); tests name the stand-in's.
    GOOGLE_MEDIA_HOSTS: hostList(GOOGLE_MEDIA_HOSTS),
    OIDC_ISSUER: url(["http:", "https:"]),
    OIDC_AUTHORIZATION_URL: url(["http:", "https:"]),
    OIDC_TOKEN_URL: url(["http:", "https:"]),
    OIDC_USERINFO_URL: url(["http:", "https:"]),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_SCOPES: z.string().trim().default("openid email profile"),
    OIDC_PROVIDER_NAME: z.string().trim().min(1).default("single sign-on"),
    ADMIN_EMAIL: optionalString.refine(
      (v) => v === undefined || z.string().email().safeParse(v).success,
      { message: "must be an email address" },
    ),
    // The sign-in form refuses longer passwords, so a longer one here could never sign in.
    ADMIN_PASSWORD: optionalString.refine(
      (v) => v === undefined || (v.length >= 8 && v.length <= PASSWORD_MAX_LENGTH),
      { message: `must be 8 to ${PASSWORD_MAX_LENGTH} characters` },
    ),
    SEED_DEMO: flag(false),
    ANALYTICS_SCRIPT_URL: url(["https:", "http:"]),
    ANALYTICS_SITE_ID: optionalString,
    TRUST_PROXY: proxyHops,
    RATE_LIMITS: flag(true),
    // How much the JSON logs say (docs/decisions/0022-structured-logs.md); "silent" for none.
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, ctx) => {
    const pairs: [keyof typeof env, keyof typeof env][] = [
      ["ADMIN_EMAIL", "ADMIN_PASSWORD"],
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    ];
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a;
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [missing],
          message: `is required when ${missing === a ? b : a} is set`,
        });
      }
    }
    if (
      env.OIDC_CLIENT_ID &&
      !env.OIDC_ISSUER &&
      !(env.OIDC_AUTHORIZATION_URL && env.OIDC_TOKEN_URL)
    ) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["OIDC_ISSUER"],
        message:
          "or OIDC_AUTHORIZATION_URL and OIDC_TOKEN_URL are required when OIDC_CLIENT_ID is set",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  name = "ConfigError";
}

/** Parses an environment; throws ConfigError whose message is one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `Invalid configuration: ${issue.path.join(".") || "environment"} ${issue.message}`,
  );
  throw new ConfigError(lines.join("\n"));
}

export interface Config extends Env {
  dataDir: string;
  sessionSecret: string;
  secureCookies: boolean;
  engines: {
    database: "mongodb" | "embedded";
    storage: "s3" | "local";
    mail: "smtp" | "local-inbox";
  };
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function buildConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    secureCookies: env.SITE_URL?.startsWith("https:") ?? false,
    engines: {
      database: env.MONGODB_URI ? "mongodb" : "embedded",
      storage: env.S3_BUCKET ? "s3" : "local",
      mail: env.SMTP_URL ? "smtp" : "local-inbox",
    },
  };
}

let current: Config | undefined;

/** The validated configuration of this process, read from process.env on first use. */
export function config(): Config {
  current ??= buildConfig(parseEnv(process.env));
  return current;
}
