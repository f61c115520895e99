import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { listMyPhotos, photoApi } from "~/services/photos/index.server";
import type { PhotoResponse } from "~/services/api-schemas/photo-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read" } };

/** GET /api/user/photos?category=&search=: the signed-in user's photos, private ones included. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const query = new URL(request.url).searchParams;
  return photoApi(async () =>
    json(
      (await listMyPhotos(user.id, {
        category: query.get("category") ?? undefined,
        search: query.get("search") ?? undefined,
      })) satisfies PhotoResponse[],
      { headers: { "Cache-Control": "private, no-store" } },
    ),
  );
}
