import { parseArgs } from "node:util";
// Node 24 reads this client-safe module as it is, types stripped: one rule, no copy
// (docs/decisions/0072-publishing-client.md).
import { BULK_DEFAULT_CATEGORY } from "../../app/utils/bulk-upload.ts";

export const TOKEN_ENV = "VIEWFINDER_TOKEN";

/** The category of new photos unless told: the bulk upload page's, 'Other'. */
const DEFAULT_CATEGORY = BULK_DEFAULT_CATEGORY;

export const USAGE = `Usage: npm run publish-photos -- --site URL [--token TOKEN] [options] FOLDER

Uploads the photos of FOLDER to your Viewfinder site with a personal access token (Account →
Settings → API tokens, scope "write"). Files are sent unchanged, so their IPTC/XMP metadata
(title, caption, keywords, rights) is read by the site. Photos the site already has (same
bytes) are not sent again.

  --site URL          the site's address, e.g. https://photos.example.com
  --token TOKEN       a personal access token; better, set ${TOKEN_ENV} instead, so the
                      token stays out of your shell history
  --collection SLUG   also add every photo of the folder (uploaded or already there) to your
                      collection with this address
  --public            make every photo of the folder public (uploaded or already there);
                      without it, new photos stay private
  --category ID       the category of new photos (landscape, portrait, artistic, nature,
                      street, architecture, travel, macro, black-and-white, other, or one of
                      your own); default: ${DEFAULT_CATEGORY}
  --recursive         also read the folder's sub-folders
  -h, --help          show this help

Reads JPEG, PNG, WebP, HEIC/HEIF and TIFF files (by extension); hidden files are skipped.
Exit codes: 0 all done, 1 some photo failed or the site could not be reached,
2 bad arguments or a token the site refused.
Example: ${TOKEN_ENV}=vf_… npm run publish-photos -- --site https://photos.example.com \\
           --collection iceland-2026 --public ~/Pictures/Iceland`;

/** Wrong arguments: the message says what to fix; the usage follows it. */
export class ArgumentError extends Error {}

// Visible ASCII only: anything else could not go into a header, and fetch's refusal would quote it.
const TOKEN_SHAPE = /^[\x21-\x7e]+$/;

function siteUrl(value) {
  if (!value) throw new ArgumentError("--site is required: the address of your Viewfinder site.");
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ArgumentError(`--site must be an http(s) address, not "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ArgumentError(`--site must be an http(s) address, not "${value}".`);
  }
  if (url.username || url.password) {
    throw new ArgumentError("--site must not carry a user name or password.");
  }
  // The API lives at the site's root; a trailing path (a pasted page address) is dropped.
  return url.origin;
}

function token(flag, env) {
  const value = (flag ?? env ?? "").trim();
  if (!value) {
    throw new ArgumentError(
      `No token: pass --token or set ${TOKEN_ENV} (Account → Settings → API tokens).`,
    );
  }
  if (!TOKEN_SHAPE.test(value)) {
    throw new ArgumentError("The token has characters no token has: copy it again.");
  }
  return value;
}

/**
 * What the command line asks for, checked; `{ help: true }` when it asks for the usage. Never
 * puts the token in a message.
 */
export function readArguments(argv, env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        site: { type: "string" },
        token: { type: "string" },
        collection: { type: "string" },
        public: { type: "boolean", default: false },
        category: { type: "string", default: DEFAULT_CATEGORY },
        recursive: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    // parseArgs names the option, never its value; its first sentence says what is wrong.
    const message = error instanceof Error ? error.message : String(error);
    throw new ArgumentError(message.replace(/\. .*$/s, "."));
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) {
    throw new ArgumentError(
      positionals.length ? "Name one folder only." : "Name the folder of photos to publish.",
    );
  }
  const collection = values.collection?.trim();
  if (values.collection !== undefined && !collection) {
    throw new ArgumentError("--collection needs the collection's address (its slug).");
  }
  const category = values.category.trim();
  if (!category) throw new ArgumentError("--category needs a category id.");
  return {
    help: false,
    site: siteUrl(values.site),
    token: token(values.token, env[TOKEN_ENV]),
    collection,
    makePublic: values.public,
    category,
    recursive: values.recursive,
    folder: positionals[0],
  };
}
