import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * Google on loopback, standing in for Google's OAuth and Photos APIs in tests
 * (docs/decisions/0017-google-photos-connection.md): consent (`/o/oauth2/v2/auth` redirects back
 * with a code at once, or `error=access_denied`), the token endpoint (authorization_code with PKCE,
 * refresh_token), revoke, the Picker API (sessions and picked mediaItems), the Library API (albums
 * list and get, mediaItems:search) and media at `baseUrl=d` (sized copies at `baseUrl=wN-hN-c`).
 * Every API request checks the bearer token. Faults on demand: deny consent, expire tokens, answer
 * a status once on a path, fail one download.
 */
export interface StandInMediaItem {
  id: string;
  filename: string;
  mimeType: string;
  createTime: string;
  width: number;
  height: number;
  cameraMake?: string;
  cameraModel?: string;
  /** The bytes served at `baseUrl=d`. */
  bytes: Buffer;
  /**
   * The baseUrl the APIs answer for this item (and for an album it is the cover of); the
   * stand-in's own `/media/{id}` unless set, e.g. to a trap server on another host.
   */
  baseUrl?: string;
}

export interface StandInAlbum {
  id: string;
  title: string;
  itemIds: string[];
}

export interface GoogleStandIn {
  /** The stand-in's origin, e.g. http://127.0.0.1:12345. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The GOOGLE_* variables that point the app at this stand-in. */
  env: Record<string, string>;
  /** The media library: three real fixture photos unless told otherwise. */
  mediaItems: StandInMediaItem[];
  albums: StandInAlbum[];
  /** Tokens revoked through the revoke endpoint. */
  revoked: string[];
  /** Every request: method and path with query. */
  requests: { method: string; path: string; authorization?: string }[];
  /** Access tokens issued so far (newest last). */
  accessTokens: () => string[];
  /** The next consent answers `error=access_denied`. */
  denyNextConsent: () => void;
  /** Every access token issued so far stops working (401), as if it had expired. */
  expireAccessTokens: () => void;
  /** Access tokens issued from now on last this many seconds (expires_in). */
  setAccessTokenLifetime: (seconds: number) => void;
  /**
   * The next request whose path (without query) equals `path` answers `status` (429 default);
   * `times` makes that many requests in a row fail (0 clears the fault).
   */
  failOnce: (path: string, status?: number, times?: number) => void;
  /** Downloads of this media item fail with 500 (every time, until `restoreDownload`). */
  failDownload: (mediaItemId: string) => void;
  restoreDownload: (mediaItemId: string) => void;
  /** Every media download answers only after `ms` (0 restores speed): an import slow to watch. */
  slowDownloads: (ms: number) => void;
  /** The user finished picking in the session: these items (all by default) become its result. */
  pick: (sessionId: string, mediaItemIds?: string[]) => void;
  /** The newest picker session's id, if any. */
  latestSessionId: () => string | undefined;
  /** How many times each media item's bytes were downloaded. */
  downloads: Map<string, number>;
  close: () => Promise<void>;
}

const fixtureDir = new URL("../../app/images/__fixtures__/", import.meta.url);
const fixtureBytes = (name: string) => readFileSync(new URL(name, fixtureDir));

function defaultItems(): StandInMediaItem[] {
  return [
    {
      id: "gp-canon-gps",
      filename: "canon-gps.jpg",
      mimeType: "image/jpeg",
      createTime: "2024-05-04T10:20:30Z",
      width: 800,
      height: 500,
      cameraMake: "Canon",
      cameraModel: "Canon EOS 5D Mark IV",
      bytes: fixtureBytes("canon-gps.jpg"),
    },
    {
      id: "gp-storm",
      filename: "storm-rotated.jpg",
      mimeType: "image/jpeg",
      createTime: "2023-08-12T18:00:00Z",
      width: 533,
      height: 800,
      bytes: fixtureBytes("storm-rotated.jpg"),
    },
    {
      id: "gp-meadow",
      filename: "meadow.png",
      mimeType: "image/png",
      createTime: "2022-06-01T08:00:00Z",
      width: 480,
      height: 384,
      bytes: fixtureBytes("meadow.png"),
    },
  ];
}

interface PickerSession {
  id: string;
  userToken: string;
  picked: string[] | null;
  expireTime: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

const PAGE_SIZE = 2;

export interface StandInOptions {
  /** A fixed loopback port (the browser tests' server is configured before the stand-in starts). */
  port?: number;
  /** Fixed credentials, for the same reason; a random secret otherwise. */
  clientSecret?: string;
}

export const STAND_IN_CLIENT_ID = "viewfinder-google-test.apps.googleusercontent.com";

export async function startGoogleStandIn(options: StandInOptions = {}): Promise<GoogleStandIn> {
  const clientId = STAND_IN_CLIENT_ID;
  const clientSecret = options.clientSecret ?? randomBytes(8).toString("hex");
  const codes = new Map<string, { challenge: string | null; redirectUri: string; scope: string }>();
  const access = new Map<string, { expiresAt: number; refreshToken: string }>();
  const refreshTokens = new Set<string>();
  const sessions = new Map<string, PickerSession>();
  const failures = new Map<string, { status: number; times: number }>();
  const failingDownloads = new Set<string>();
  let downloadDelayMs = 0;
  const downloads = new Map<string, number>();
  const revoked: string[] = [];
  const requests: GoogleStandIn["requests"] = [];
  const mediaItems = defaultItems();
  const albums: StandInAlbum[] = [
    { id: "album-travel", title: "Travel", itemIds: ["gp-canon-gps", "gp-storm"] },
    { id: "album-garden", title: "Garden", itemIds: ["gp-meadow"] },
  ];
  let denyNext = false;
  let lifetime = 3600;
  let origin = "";

  const issueAccess = (refreshToken: string) => {
    const token = `ya29.${randomBytes(16).toString("hex")}`;
    access.set(token, { expiresAt: Date.now() + lifetime * 1000, refreshToken });
    return token;
  };

  const baseUrlOf = (id: string) =>
    mediaItems.find((item) => item.id === id)?.baseUrl ?? `${origin}/media/${id}`;

  const mediaItemJson = (item: StandInMediaItem) => ({
    id: item.id,
    createTime: item.createTime,
    type: "PHOTO",
    mediaFile: {
      baseUrl: baseUrlOf(item.id),
      mimeType: item.mimeType,
      filename: item.filename,
      mediaFileMetadata: {
        width: item.width,
        height: item.height,
        ...(item.cameraMake ? { cameraMake: item.cameraMake } : {}),
        ...(item.cameraModel ? { cameraModel: item.cameraModel } : {}),
      },
    },
  });

  // The Library API's Album: mediaItemsCount is an int64, sent as a string; an empty album has
  // no cover.
  const albumJson = (a: StandInAlbum) => ({
    id: a.id,
    title: a.title,
    productUrl: `${origin}/albums/${a.id}`,
    mediaItemsCount: String(a.itemIds.length),
    ...(a.itemIds[0]
      ? {
          coverPhotoBaseUrl: baseUrlOf(a.itemIds[0]),
          coverPhotoMediaItemId: a.itemIds[0],
        }
      : {}),
  });

  const page = <T>(all: T[], pageToken: string | null) => {
    const start = Number(pageToken ?? 0) || 0;
    const next = start + PAGE_SIZE < all.length ? String(start + PAGE_SIZE) : undefined;
    return { items: all.slice(start, start + PAGE_SIZE), next };
  };

  const sessionJson = (s: PickerSession) => ({
    id: s.id,
    pickerUri: `${origin}/picker/${s.id}`,
    pollingConfig: { pollInterval: "2s", timeoutIn: "1800s" },
    expireTime: s.expireTime,
    mediaItemsSet: s.picked !== null,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const path = url.pathname;
    requests.push({
      method: req.method ?? "GET",
      path: `${path}${url.search}`,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    const apiError = (status: number, message: string) =>
      send(status, { error: { code: status, message, status: statusName(status) } });

    const failing = failures.get(path);
    if (failing) {
      if (--failing.times <= 0) failures.delete(path);
      if (failing.status === 429) res.setHeader("Retry-After", "1");
      return apiError(failing.status, "Injected failure");
    }

    // OAuth consent: the user agrees at once (or denies when told to).
    if (path === "/o/oauth2/v2/auth" && req.method === "GET") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== clientId || !redirectUri)
        return send(400, { error: "invalid_request" });
      const back = new URL(redirectUri);
      if (url.searchParams.get("state") !== null)
        back.searchParams.set("state", url.searchParams.get("state")!);
      if (denyNext) {
        denyNext = false;
        back.searchParams.set("error", "access_denied");
      } else {
        const code = `4/${randomBytes(12).toString("hex")}`;
        codes.set(code, {
          challenge: url.searchParams.get("code_challenge"),
          redirectUri,
          scope: url.searchParams.get("scope") ?? "",
        });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { Location: back.href }).end();
      return;
    }

    if (path === "/token" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret)
        return send(401, { error: "invalid_client" });
      if (form.get("grant_type") === "authorization_code") {
        const code = form.get("code") ?? "";
        const grant = codes.get(code);
        codes.delete(code);
        const challenge = createHash("sha256")
          .update(form.get("code_verifier") ?? "")
          .digest("base64url");
        if (
          !grant ||
          grant.challenge !== challenge ||
          grant.redirectUri !== form.get("redirect_uri")
        )
          return send(400, { error: "invalid_grant" });
        const refreshToken = `1//${randomBytes(16).toString("hex")}`;
        refreshTokens.add(refreshToken);
        return send(200, {
          access_token: issueAccess(refreshToken),
          refresh_token: refreshToken,
          expires_in: lifetime,
          scope: grant.scope,
          token_type: "Bearer",
        });
      }
      if (form.get("grant_type") === "refresh_token") {
        const refreshToken = form.get("refresh_token") ?? "";
        if (!refreshTokens.has(refreshToken)) return send(400, { error: "invalid_grant" });
        return send(200, {
          access_token: issueAccess(refreshToken),
          expires_in: lifetime,
          token_type: "Bearer",
        });
      }
      return send(400, { error: "unsupported_grant_type" });
    }

    if (path === "/revoke" && req.method === "POST") {
      const body = new URLSearchParams(await readBody(req));
      const token = url.searchParams.get("token") ?? body.get("token") ?? "";
      if (refreshTokens.delete(token)) {
        for (const [t, a] of access) if (a.refreshToken === token) access.delete(t);
      } else if (access.has(token)) {
        access.delete(token);
      } else {
        return send(400, { error: "invalid_token" });
      }
      revoked.push(token);
      return send(200, {});
    }

    // The picker page itself: a 'Done' button picks every item (a browser test clicks it; other
    // tests call pick()). Like Google's, a pickerUri ending in /autoclose closes its window after.
    const pickerPage = /^\/picker\/([^/]+)(\/autoclose)?(\/done)?$/.exec(path);
    if (pickerPage) {
      const [, id, autoclose, done] = pickerPage;
      const session = sessions.get(id!);
      if (!session) return send(404, { error: "Session not found" });
      if (done && req.method === "POST") {
        await readBody(req);
        session.picked = mediaItems.map((i) => i.id);
        const close = autoclose ? "<script>window.close()</script>" : "";
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(`<!doctype html><title>Picked</title><p>Selection sent to Viewfinder.</p>${close}`);
        return;
      }
      const action = `/picker/${id}${autoclose ?? ""}/done`;
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end(
        `<!doctype html><title>Google Photos picker</title><h1>Google Photos picker</h1>` +
          `<form method="post" action="${action}"><button>Done</button></form>`,
      );
      return;
    }

    // Everything below needs a live bearer token.
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const grant = access.get(token);
    if (!grant || grant.expiresAt <= Date.now())
      return apiError(401, "Request had invalid authentication credentials.");

    // A sized copy, as album covers are asked for (`=w400-h400-c`): Google scales and crops it;
    // the stand-in sends the file as it is. Not counted in `downloads` (those are imports).
    const sizedMatch = /^\/media\/([^/=]+)=w\d+-h\d+(?:-c)?$/.exec(path);
    if (sizedMatch && req.method === "GET") {
      const item = mediaItems.find((i) => i.id === sizedMatch[1]);
      if (!item) return apiError(404, "Not found");
      res.writeHead(200, { "Content-Type": item.mimeType, "Content-Length": item.bytes.length });
      res.end(item.bytes);
      return;
    }

    const mediaMatch = /^\/media\/([^/=]+)=d$/.exec(path);
    if (mediaMatch && req.method === "GET") {
      const item = mediaItems.find((i) => i.id === mediaMatch[1]);
      if (!item) return apiError(404, "Not found");
      if (failingDownloads.has(item.id)) return apiError(500, "Download failed");
      if (downloadDelayMs) await new Promise((resolve) => setTimeout(resolve, downloadDelayMs));
      downloads.set(item.id, (downloads.get(item.id) ?? 0) + 1);
      res.writeHead(200, { "Content-Type": item.mimeType, "Content-Length": item.bytes.length });
      res.end(item.bytes);
      return;
    }

    if (path === "/v1/sessions" && req.method === "POST") {
      const session: PickerSession = {
        id: randomBytes(8).toString("hex"),
        userToken: grant.refreshToken,
        picked: null,
        expireTime: new Date(Date.now() + 30 * 60_000).toISOString(),
      };
      sessions.set(session.id, session);
      return send(200, sessionJson(session));
    }
    const sessionMatch = /^\/v1\/sessions\/([^/]+)$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session || session.userToken !== grant.refreshToken)
        return apiError(404, "Session not found");
      if (req.method === "GET") return send(200, sessionJson(session));
      if (req.method === "DELETE") {
        sessions.delete(session.id);
        return send(200, {});
      }
    }
    if (path === "/v1/mediaItems" && req.method === "GET") {
      const session = sessions.get(url.searchParams.get("sessionId") ?? "");
      if (!session || session.userToken !== grant.refreshToken)
        return apiError(404, "Session not found");
      if (session.picked === null)
        return apiError(400, "The user has not finished picking media items (FAILED_PRECONDITION)");
      const picked = session.picked
        .map((id) => mediaItems.find((i) => i.id === id))
        .filter((i): i is StandInMediaItem => Boolean(i));
      const { items, next } = page(picked, url.searchParams.get("pageToken"));
      return send(200, {
        mediaItems: items.map(mediaItemJson),
        ...(next ? { nextPageToken: next } : {}),
      });
    }

    if (path === "/v1/albums" && req.method === "GET") {
      const { items, next } = page(albums, url.searchParams.get("pageToken"));
      return send(200, {
        albums: items.map(albumJson),
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    const albumMatch = /^\/v1\/albums\/([^/:]+)$/.exec(path);
    if (albumMatch && req.method === "GET") {
      const album = albums.find((a) => a.id === albumMatch[1]);
      if (!album) return apiError(404, "Album not found");
      return send(200, albumJson(album));
    }
    if (path === "/v1/mediaItems:search" && req.method === "POST") {
      let body: { albumId?: string; pageToken?: string };
      try {
        body = JSON.parse(await readBody(req)) as typeof body;
      } catch {
        return apiError(400, "Invalid JSON");
      }
      const album = albums.find((a) => a.id === body.albumId);
      if (!album) return apiError(404, "Album not found");
      const inAlbum = album.itemIds
        .map((id) => mediaItems.find((i) => i.id === id))
        .filter((i): i is StandInMediaItem => Boolean(i));
      const { items, next } = page(inAlbum, body.pageToken ?? null);
      // The Library API's item shape: baseUrl, mimeType, filename and mediaMetadata at the top.
      return send(200, {
        mediaItems: items.map((i) => ({
          id: i.id,
          baseUrl: baseUrlOf(i.id),
          mimeType: i.mimeType,
          filename: i.filename,
          mediaMetadata: {
            creationTime: i.createTime,
            width: String(i.width),
            height: String(i.height),
            photo: {
              ...(i.cameraMake ? { cameraMake: i.cameraMake } : {}),
              ...(i.cameraModel ? { cameraModel: i.cameraModel } : {}),
            },
          },
        })),
        ...(next ? { nextPageToken: next } : {}),
      });
    }
    apiError(404, "Not found");
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500).end(error.message);
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    url: origin,
    clientId,
    clientSecret,
    env: standInEnv(origin, clientSecret),
    mediaItems,
    albums,
    revoked,
    requests,
    downloads,
    accessTokens: () => [...access.keys()],
    denyNextConsent: () => {
      denyNext = true;
    },
    expireAccessTokens: () => {
      for (const grant of access.values()) grant.expiresAt = 0;
    },
    setAccessTokenLifetime: (seconds) => {
      lifetime = seconds;
    },
    failOnce: (path, status = 429, times = 1) => {
      if (times > 0) failures.set(path, { status, times });
      else failures.delete(path);
    },
    failDownload: (id) => {
      failingDownloads.add(id);
    },
    restoreDownload: (id) => {
      failingDownloads.delete(id);
    },
    slowDownloads: (ms) => {
      downloadDelayMs = Math.max(0, ms);
    },
    latestSessionId: () => [...sessions.keys()].at(-1),
    pick: (sessionId, ids) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No picker session ${sessionId}`);
      session.picked = ids ?? mediaItems.map((i) => i.id);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The GOOGLE_* variables that point the app at a stand-in listening at `origin`; its host is the
 * one media host, so the app fetches photo bytes from it and from nowhere else.
 */
export function standInEnv(origin: string, clientSecret: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: STAND_IN_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_AUTH_URL: `${origin}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${origin}/token`,
    GOOGLE_REVOKE_URL: `${origin}/revoke`,
    GOOGLE_PICKER_API_URL: origin,
    GOOGLE_LIBRARY_API_URL: origin,
    GOOGLE_MEDIA_HOSTS: new URL(origin).hostname,
  };
}

/**
 * Points the app's Google URLs at `google` but leaves the client credentials unset (the feature
 * is off): tests then prove that nothing reaches the stand-in. Call before importing the app.
 */
export function pointAtStandInWithoutCredentials(google: GoogleStandIn): void {
  const { GOOGLE_CLIENT_ID: _id, GOOGLE_CLIENT_SECRET: _secret, ...urls } = google.env;
  Object.assign(process.env, urls);
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
}

function statusName(status: number): string {
  const names: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
  };
  return names[status] ?? "UNKNOWN";
}
