import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { deleteCustomCategory, renameCustomCategory } from "~/services/categories.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { photoApi } from "~/services/photos/index.server";
import {
  renameCategorySchema,
  type CategoryResponse,
} from "~/services/api-schemas/category-schemas.server";
import type { SuccessResponse } from "~/services/api-schemas/common";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { PATCH: "write", DELETE: "write" } };

/** PATCH {label} renames (photos follow the new slug); DELETE refiles its photos under "other". */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PATCH", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id!;
  if (request.method === "DELETE") {
    return photoApi(async () => {
      await deleteCustomCategory(user.id, id);
      return json({ success: true } satisfies SuccessResponse);
    });
  }
  const { label } = await readJsonBody(request, renameCategorySchema);
  return photoApi(async () =>
    json((await renameCustomCategory(user.id, id, label)) satisfies CategoryResponse),
  );
}
