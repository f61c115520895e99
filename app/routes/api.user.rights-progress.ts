import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { describeRightsProgress, rightsProgress } from "~/services/photos/rights-changes.server";

/**
 * GET /api/user/rights-progress: how far the re-making of the photographer's copies with changed
 * rights has got (docs/decisions/0048-re-making-copies-when-rights-change.md); all zero and no
 * message when nothing is under way.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const progress = await rightsProgress(user.id);
  return json(
    progress
      ? { ...progress, message: describeRightsProgress(progress) }
      : { done: 0, total: 0, message: null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
