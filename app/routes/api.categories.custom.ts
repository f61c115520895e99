import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { createCustomCategory, listCustomCategories } from "~/services/categories.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { photoApi } from "~/services/photos/index.server";
import {
  createCategorySchema,
  type CategoryResponse,
} from "~/services/api-schemas/category-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read", POST: "write" } };

/** GET /api/categories/custom: the signed-in user's own categories, oldest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json((await listCustomCategories(user.id)) satisfies CategoryResponse[]);
}

/** POST {categoryId, label, description}: 201 with the new category. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await readJsonBody(request, createCategorySchema);
  return photoApi(async () =>
    json((await createCustomCategory(user.id, input)) satisfies CategoryResponse, { status: 201 }),
  );
}
