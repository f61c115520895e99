import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { findDuplicates, photoApi } from "~/services/photos/index.server";
import { MAX_DUPLICATE_QUERY, SHA256_HEX } from "~/utils/duplicate-photos";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/**
 * Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md);
 * POST only asks which photos match, it changes nothing: a read.
 */
export const apiTokens: ApiTokenRule = { methods: { POST: "read" } };

const schema = z.object({
  sha256: z
    .array(
      z
        .string({ invalid_type_error: "Each sha256 must be a string" })
        .toLowerCase()
        .regex(SHA256_HEX, "Each sha256 must be 64 hexadecimal characters"),
      { required_error: "sha256 must be a list of hashes" },
    )
    .max(MAX_DUPLICATE_QUERY, `At most ${MAX_DUPLICATE_QUERY} hashes at a time`),
});

/**
 * POST /api/user/photos/duplicates {sha256: [...]}: which of these files the photographer has
 * already uploaded, each with the photo it matches (ADR 44). Asked before sending, so a file
 * already there can be skipped.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { sha256 } = await readJsonBody(request, schema);
  return photoApi(async () =>
    json(
      { duplicates: await findDuplicates(user.id, sha256) },
      { headers: { "Cache-Control": "private, no-store" } },
    ),
  );
}
