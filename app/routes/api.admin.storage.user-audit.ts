import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { auditUser, storageApiAnswer } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";

// The service says what is wrong with the value (empty, unknown) in the spec's words.
const schema = z.object({ userId: z.unknown() });

/** POST /api/admin/storage/user-audit {userId: id or username} (admin): the user audit result. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  const { userId } = await readJsonBody(request, schema);
  return storageApiAnswer(() => auditUser(userId));
}
