#!/usr/bin/env node
/**
 * npm run publish-photos -- --site URL --token TOKEN [--collection SLUG] [--public] FOLDER
 *
 * The reference client of the photographer's API: uploads a folder of photos with a personal
 * access token (docs/decisions/0068-personal-access-tokens.md), skipping the ones the site already
 * has (docs/decisions/0044-duplicate-uploads-by-sha-256.md). Plain Node 24, no build
 * (docs/decisions/0072-publishing-client.md). `--help` says the rest.
 */
import { stat } from "node:fs/promises";
import { ArgumentError, USAGE, readArguments } from "./publish-photos/arguments.mjs";
import { newCounts, publishFolder, summaryOf } from "./publish-photos/publish-folder.mjs";
import { publishProgress } from "./publish-photos/progress.mjs";
import {
  SiteError,
  SiteUnreachable,
  TokenRefused,
  siteClient,
} from "./publish-photos/site-client.mjs";

const BAD_ARGUMENTS = 2;
const FAILED = 1;

async function folderExists(folder) {
  const found = await stat(folder).catch(() => null);
  if (!found?.isDirectory()) throw new ArgumentError(`No folder at ${folder}.`);
}

async function main(argv) {
  let options;
  try {
    options = readArguments(argv);
    if (options.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    await folderExists(options.folder);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return BAD_ARGUMENTS;
  }

  const progress = publishProgress();
  const client = siteClient(options.site, options.token, {
    onWait: (seconds) => progress.note(`The site is busy: trying again in ${seconds} s.`),
  });
  const counts = newCounts();
  try {
    await publishFolder(client, options, progress, counts);
  } catch (error) {
    const known = [ArgumentError, TokenRefused, SiteUnreachable].some((k) => error instanceof k);
    if (!known) throw error;
    // Stopped before any file (the token, the collection, the site): the summary would say nothing.
    if (Object.values(counts).some(Boolean)) process.stdout.write(`${summaryOf(counts)}\n`);
    process.stderr.write(`${error.message}\n`);
    return error instanceof SiteUnreachable ? FAILED : BAD_ARGUMENTS;
  }
  process.stdout.write(`${summaryOf(counts)}\n`);
  return counts.failed ? FAILED : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The site refused a call outside one file's upload (the duplicate check, the collection): one
  // line with its message; anything else is a bug, with its stack.
  process.stderr.write(
    error instanceof SiteError
      ? `The site answered ${error.status}: ${error.message}\n`
      : `${error?.stack ?? error}\n`,
  );
  process.exitCode = FAILED;
}
