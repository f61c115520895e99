/** How one object may be served: the Cache-Control it goes out with. */
export interface MediaGrant {
  cacheControl: string;
  /** The store key to serve, when the URL is not itself one (published photo URLs). */
  storeKey?: string;
  /** The photographer whose public work it is: their AI-training choice goes with it. */
  ownerId?: string;
}

/**
 * Who may read the keys under one prefix. `viewerId` resolves the signed-in user's id (or null)
 * and is only called when the answer depends on it, so public media needs no session lookup.
 * Returning null answers 404: "not yours" and "not there" look the same.
 */
export interface MediaRule {
  /** The key's first segment, e.g. "photo". */
  prefix: string;
  authorize(key: string, viewerId: () => Promise<string | null>): Promise<MediaGrant | null>;
}
