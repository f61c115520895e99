import { setTimeout as sleep } from "node:timers/promises";

/** A refusal that ends the whole run: the token is wrong or may not write (exit code 2). */
export class TokenRefused extends Error {}

/** The site could not be reached at all (exit code 1). */
export class SiteUnreachable extends Error {}

/** One request the site answered with an error; `message` is the site's own when it gave one. */
export class SiteError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const TOKENS_PAGE = "Account → Settings → API tokens";
// 429 (too many uploads at once, a rate limit) and 503 (starting, overloaded) say when to come back.
const RETRIED = new Set([429, 503]);
const MAX_ATTEMPTS = 6;
const MAX_WAIT_SECONDS = 120;

/** Seconds to wait before attempt `attempt + 1`: Retry-After (seconds or a date), else 2, 4, 8… */
function waitSeconds(response, attempt) {
  const header = response.headers.get("Retry-After");
  const seconds = Number(header);
  const fromDate = header ? (Date.parse(header) - Date.now()) / 1000 : Number.NaN;
  const asked = Number.isFinite(seconds) ? seconds : fromDate;
  const wait = Number.isFinite(asked) && asked >= 0 ? asked : 2 ** attempt;
  return Math.min(Math.max(wait, 1), MAX_WAIT_SECONDS);
}

/** The site's own message (its API answers `{message}`), or null (a proxy's page, say). */
async function siteMessageOf(response) {
  const text = await response.text().catch(() => "");
  try {
    const { message, error } = JSON.parse(text);
    if (typeof message === "string" && message) return message;
    if (typeof error === "string" && error) return error;
  } catch {
    // Not JSON: the status says enough.
  }
  return null;
}

/**
 * 401 (no such token, revoked, expired) or 403 (a read token, a route closed to tokens): the
 * site's own words, and where to get a token that works.
 */
function refusal(status, fromSite) {
  const said =
    fromSite?.replace(/\.$/, "") ??
    (status === 401 ? "the token is wrong, expired or revoked" : "the token may not do this");
  const next =
    status === 401 ? "Make a new one" : 'Publishing needs a token with the "write" scope: make one';
  // The site may already say where (an expired token): once is enough.
  const where = said.includes(TOKENS_PAGE) ? "" : ` ${next} in ${TOKENS_PAGE}.`;
  return new TokenRefused(`The site refused the token (${status}): ${said}.${where}`);
}

const reason = (error) => {
  const cause = error?.cause;
  return cause?.code ?? cause?.message ?? error?.message ?? String(error);
};

/**
 * The photographer's API on one site, as the token's owner. Every call sends
 * `Authorization: Bearer` (docs/decisions/0068-personal-access-tokens.md), waits and tries again
 * when the site answers 429 or 503 (at most six attempts, two minutes' wait each), and turns 401
 * and 403 into TokenRefused. The token is never part of a message.
 */
export function siteClient(site, token, { onWait = () => {} } = {}) {
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };

  async function send(method, pathname, makeBody) {
    for (let attempt = 1; ; attempt++) {
      const { body, type } = makeBody?.() ?? {};
      let response;
      try {
        response = await fetch(`${site}${pathname}`, {
          method,
          headers: type ? { ...headers, "Content-Type": type } : headers,
          body,
          redirect: "manual",
        });
      } catch (error) {
        throw new SiteUnreachable(`Could not reach ${site} (${reason(error)}).`);
      }
      if (RETRIED.has(response.status) && attempt < MAX_ATTEMPTS) {
        const seconds = waitSeconds(response, attempt);
        await response.body?.cancel();
        onWait(seconds);
        await sleep(seconds * 1000);
        continue;
      }
      if (response.ok) return response.status === 204 ? null : response.json();
      const fromSite = await siteMessageOf(response);
      if (response.status === 401 || response.status === 403) {
        throw refusal(response.status, fromSite);
      }
      // A redirect is a sign-in page or another host: not the API answering.
      if (response.status >= 300 && response.status < 400) {
        throw new SiteUnreachable(
          `${site}${pathname} answered with a redirect: is --site the site's own address?`,
        );
      }
      throw new SiteError(
        response.status,
        fromSite ?? `${response.status} ${response.statusText}`.trim(),
      );
    }
  }

  const sendJson = (method, pathname, value) =>
    send(method, pathname, () => ({ body: JSON.stringify(value), type: "application/json" }));

  return {
    get: (pathname) => send("GET", pathname),
    post: (pathname, value) => sendJson("POST", pathname, value),
    put: (pathname, value) => sendJson("PUT", pathname, value),
    /** A multipart POST; `makeForm` is called for each attempt (a body is read once). */
    postForm: (pathname, makeForm) => send("POST", pathname, () => ({ body: makeForm() })),
    /** Whether the site answers at all (after a request failed on the way). */
    async reachable() {
      try {
        await fetch(`${site}/healthz`, { redirect: "manual" });
        return true;
      } catch {
        return false;
      }
    },
  };
}
