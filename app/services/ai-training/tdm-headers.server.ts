import { db } from "~/data/db.server";
import { onPublicWrite } from "~/data/public-writes.server";
import { photographerPreferences, type PhotographerPreferences } from "~/data/users.server";
import { pageStore } from "~/server/public-cache/page-store.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";

/**
 * The one rule for the W3C TDM Reservation Protocol's headers
 * (docs/decisions/0047-ai-training-reservation.md): a photographer who reserves their photos from
 * AI training has `tdm-reservation: 1` on their portfolio pages and public media, and
 * `tdm-policy` when they give a policy address; anyone else, neither.
 */
export type HeaderList = [string, string][];

export const TDM_RESERVATION = "tdm-reservation";
export const TDM_POLICY = "tdm-policy";

export function tdmHeaders(preferences: PhotographerPreferences): HeaderList {
  if (preferences.aiTraining !== "reserved") return [];
  const headers: HeaderList = [[TDM_RESERVATION, "1"]];
  if (preferences.tdmPolicyUrl) headers.push([TDM_POLICY, preferences.tdmPolicyUrl]);
  return headers;
}

// Answers kept like the public pages they go on: emptied by any public write here (a preference,
// a username, the site's default) and whenever the page cache is emptied for another process's.
const MAX_KEPT = 10_000;
const kept = new Map<string, Promise<HeaderList>>();
let writes = 0;
let keptAtGeneration = pageStore.generation;
onPublicWrite(() => {
  writes += 1;
  kept.clear();
});

async function lookUp(userId: string): Promise<HeaderList> {
  const { users } = await db();
  const [user, site] = await Promise.all([users.findById(userId), siteSettings()]);
  return user ? tdmHeaders(photographerPreferences(user, site)) : [];
}

/** The TDMRep headers for the public pages and media of `userId`'s photos. */
export function tdmHeadersFor(userId: string | null | undefined): Promise<HeaderList> {
  if (!userId) return Promise.resolve([]);
  if (keptAtGeneration !== pageStore.generation) {
    kept.clear();
    keptAtGeneration = pageStore.generation;
  }
  const known = kept.get(userId);
  if (known) return known;
  const startedAt = writes;
  const answer = lookUp(userId);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(userId, answer);
  // A write while it was read may have changed it: the next request reads again.
  const forget = () => {
    if (writes !== startedAt && kept.get(userId) === answer) kept.delete(userId);
  };
  answer.then(forget, () => kept.delete(userId));
  return answer;
}
