import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { findDuplicates, photoApi } from "~/services/photos/index.server";
import {
  duplicatesQuerySchema,
  type DuplicatesResponse,
} from "~/services/api-schemas/photo-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/**
 * Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md);
 * POST only asks which photos match, it changes nothing: a read.
 */
export const apiTokens: ApiTokenRule = { methods: { POST: "read" } };

/**
 * POST /api/user/photos/duplicates {sha256: [...]}: which of these files the photographer has
 * already uploaded, each with the photo it matches (ADR 44). Asked before sending, so a file
 * already there can be skipped.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { sha256 } = await readJsonBody(request, duplicatesQuerySchema);
  return photoApi(async () =>
    json({ duplicates: await findDuplicates(user.id, sha256) } satisfies DuplicatesResponse, {
      headers: { "Cache-Control": "private, no-store" },
    }),
  );
}
