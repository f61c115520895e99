/**
 * The last line of defence of the logs (docs/decisions/0022-structured-logs.md): every line the
 * logger writes passes through `maskLine` as serialized JSON, so whatever a message, a field or an
 * error's stack carries — an address a visitor typed, a token in a URL, a password in a
 * connection string — never reaches the log whole.
 */

// "ada@example.test" → "a***@example.test"; also the URL-encoded form "ada%40example.test".
// Linear time: a match may only start where a run of address characters starts (the
// lookbehind), and every part is bounded, so a 14 KB URL of "a-a-a-…" is scanned once instead of
// once per position (which took 300 ms per log line and stalled every request meanwhile).
const EMAIL =
  /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{0,127}(@|%40)([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24})\b/g;

// "smtp://user:secret@host" → "smtp://user:***@host" (MONGODB_URI, SMTP_URL, proxies).
const URL_PASSWORD =
  /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,31}:\/\/[^\s:@/"]{1,256}):[^\s@/"]{1,256}@/gi;

// An Authorization header's value quoted in a message.
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const AUTH_HINT = /bearer|basic/i;

// Query parameters and cookies that carry credentials: OAuth codes and states, tokens, keys.
// Also at the start of a form body ("refresh_token=…&…") or of a quoted or spaced value.
const SECRET_PARAM =
  /((?:^|[?&;\s"'])(?:code|state|token|invite|access_token|refresh_token|id_token|password|client_secret|api_key|key|signature|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&\s"#]+/gi;
const SESSION_COOKIE = /\b(__session|__oidc)=[^;\s"]+/g;

export const MASK = "[redacted]";

/** Masks email addresses, URL passwords, auth headers, credential parameters and cookies. */
export function maskText(text: string): string {
  // Each pair of patterns runs only where its mandatory character occurs: most lines (a request
  // line without a query, say) have neither, and scanning them was a fifth of a cached page's
  // cost. Replacements add no "@" or "=", so skipping leaves the result unchanged.
  let masked = text;
  if (masked.includes("@") || masked.includes("%40")) {
    masked = masked.replace(URL_PASSWORD, "$1:***@").replace(EMAIL, "$1***$2$3");
  }
  if (AUTH_HINT.test(masked)) masked = masked.replace(AUTH_SCHEME, `$1 ${MASK}`);
  if (masked.includes("=")) {
    masked = masked.replace(SECRET_PARAM, `$1${MASK}`).replace(SESSION_COOKIE, `$1=${MASK}`);
  }
  return masked;
}

// Shorter values are too likely to occur by chance (and no configured secret is that short).
const MIN_SECRET_LENGTH = 6;

/**
 * The spellings under which each secret could appear in a JSON line: as it is, and escaped as
 * JSON escapes it (a quote or a backslash in a password). Longest first, so a secret that
 * contains another is masked whole.
 */
export function secretSpellings(secrets: Iterable<string | undefined>): string[] {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    spellings.add(secret);
    spellings.add(JSON.stringify(secret).slice(1, -1));
    spellings.add(encodeURIComponent(secret));
  }
  return [...spellings].sort((a, b) => b.length - a.length);
}

/** `maskText`, and every known secret value replaced wherever it appears. */
export function maskLine(line: string, secrets: readonly string[]): string {
  let masked = line;
  for (const secret of secrets) {
    if (masked.includes(secret)) masked = masked.split(secret).join(MASK);
  }
  return maskText(masked);
}
