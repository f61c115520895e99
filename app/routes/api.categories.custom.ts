import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { requireApiUser } from "~/services/auth/guards.server";
import { createCustomCategory, listCustomCategories } from "~/services/categories.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { photoApi } from "~/services/photos/index.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read", POST: "write" } };

/** GET /api/categories/custom: the signed-in user's own categories, oldest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await listCustomCategories(user.id));
}

// categoryId and description are accepted for the spec's shape; the service derives both.
const createSchema = z.object({
  label: z.string().optional().default(""),
  categoryId: z.string().optional(),
  description: z.string().optional(),
});

/** POST {categoryId, label, description}: 201 with the new category. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await readJsonBody(request, createSchema);
  return photoApi(async () => json(await createCustomCategory(user.id, input), { status: 201 }));
}
