import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { Config } from "~/config.server";
import { onePerProcess } from "~/utils/one-per-process";
import { batchedStdout } from "./batched-stdout.server";
import { maskLine, secretSpellings } from "./mask";
import { currentRequestId } from "./request-context.server";

/**
 * The process's one logger (docs/decisions/0022-structured-logs.md): one JSON object per line on
 * stdout, each carrying the id of the request it was written for. Import it as
 * `import { logger } from "~/server/log/logger.server"` and pass errors as `err`:
 * `logger.error({ err: error }, "what failed")`.
 */

// Fields that hold credentials wherever app code might log them (pino's redact paths).
const REDACTED_PATHS = [
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...["password", "confirmPassword", "currentPassword", "newPassword", "passwordHash"],
  ...["token", "accessToken", "refreshToken", "access_token", "refresh_token", "idToken"],
  ...["secret", "clientSecret", "client_secret", "apiKey", "sessionSecret"],
].flatMap((path) => (path.includes(".") ? [path] : [path, `*.${path}`]));

// What HTTP clients (gaxios for googleapis, the AWS SDK) hang on their errors: the whole request
// and response, bodies included — a token exchange's body holds the refresh token. Never logged.
const REQUEST_DUMPS = ["config", "request", "response", "options", "$response"];

/** pino's error serializer without the request and response an HTTP client attached. */
export function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown>;
  if (!serialized || typeof serialized !== "object") return serialized;
  for (const key of REQUEST_DUMPS) delete serialized[key];
  return serialized;
}

/** A logger as the app's, writing to `destination` (stdout when absent); exported for tests. */
export function createLogger(
  secrets: () => readonly string[],
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: "info",
    base: undefined, // pid and hostname: the container and the process manager know them
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
    // The request id of the line's request, unless the line's logger already binds one.
    mixin(_object, _level, instance) {
      const requestId = currentRequestId();
      if (!requestId || instance.bindings().reqId !== undefined) return {};
      return { reqId: requestId };
    },
    // Every serialized line, whatever wrote it: emails, tokens and secret values masked.
    hooks: { streamWrite: (line) => maskLine(line, secrets()) },
  };
  // Asynchronous and batched: a blocking write per line was ~15 % of a busy server's time.
  return pino(options, destination ?? batchedStdout());
}

// One per process (Remix dev re-imports server modules on every rebuild): one logger, and one
// configured level and secret list, serves them all.
const state = onePerProcess("logger", (): { secrets: string[]; logger?: Logger } => ({
  secrets: [],
}));

export const logger: Logger = (state.logger ??= createLogger(() => state.secrets));

/** What a public page cache hit's request line tells (the fields of Express's request lines). */
export interface HitLine {
  id: string;
  method: string | undefined;
  url: string | undefined;
  remoteAddress: string | undefined;
  userAgent: string | undefined;
  statusCode: number;
  responseTime: number;
}

/** `,"name":value` as JSON.stringify writes a property, nothing for an undefined value. */
const property = (name: string, value: string | undefined) =>
  value === undefined ? "" : `,"${name}":${JSON.stringify(value)}`;

const streamOf = (target: Logger) =>
  (target as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;

/**
 * Writes the request line of a public page cache hit (docs/decisions/0026-public-page-cache.md)
 * in `logger`'s format, on its stream, masked like every line. Serialized here rather than
 * through pino: its per-field serializing, redaction paths and mixin were a third of a hit's CPU
 * time, and a hit line's fields are fixed and hold no header (the free text, JSON-escaped).
 */
export function logHit(hit: HitLine): void {
  if (!logger.isLevelEnabled("info")) return;
  const id = JSON.stringify(hit.id);
  const line =
    `{"level":"info","time":"${new Date().toISOString()}","reqId":${id},"req":{"id":${id}` +
    `${property("method", hit.method)}${property("url", hit.url)}` +
    `${property("remoteAddress", hit.remoteAddress)}${property("userAgent", hit.userAgent)}},` +
    `"res":{"statusCode":${hit.statusCode}},"responseTime":${hit.responseTime},"cache":"HIT",` +
    `"msg":"request completed"}\n`;
  streamOf(logger).write(maskLine(line, state.secrets));
}

/** Applies LOG_LEVEL and learns the configured secret values, to mask them in every line. */
export function configureLogger(config: Config): void {
  logger.level = config.LOG_LEVEL;
  state.secrets = secretSpellings([
    config.sessionSecret,
    config.GOOGLE_CLIENT_SECRET,
    config.OIDC_CLIENT_SECRET,
    config.S3_SECRET_ACCESS_KEY,
    config.ADMIN_PASSWORD,
    config.OPENAI_API_KEY,
    passwordOf(config.SMTP_URL),
    passwordOf(config.MONGODB_URI),
  ]);
}

function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}
