import { isNetworkFailure } from "./network-failure";

// The driver's (and mongoose's) names for "no server to talk to": none could be selected in
// serverSelectionTimeoutMS, a socket failed or timed out, or the pool was cleared under it.
const UNAVAILABLE_NAMES = new Set([
  "MongoServerSelectionError",
  "MongooseServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoNotConnectedError",
  "MongoPoolClearedError",
  "MongoTopologyClosedError",
  "MongoServerClosedError",
  "MongoOperationTimeoutError",
]);

/** Whether a MongoDB call failed because the database is away rather than refusing the call. */
export function isMongoUnavailable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name === "string" && UNAVAILABLE_NAMES.has(name)) return true;
  return isNetworkFailure(error);
}
