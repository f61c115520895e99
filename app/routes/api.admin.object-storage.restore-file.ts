import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { restoreFile, storageApiAnswer } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";

// fileName, fileSize and fileType (docs/product.md#api-calls) describe the file as listed; the key
// decides.
const schema = z.object({
  userId: z.string({ message: "userId is required" }),
  fileKey: z.string({ message: "fileKey is required" }),
  fileName: z.string().max(512).optional(),
  fileSize: z.union([z.number(), z.string().max(32)]).optional(),
  fileType: z.string().max(255).optional(),
});

/** POST /api/admin/object-storage/restore-file (admin): adopts an orphaned file back into the database. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  const { userId, fileKey } = await readJsonBody(request, schema);
  return storageApiAnswer(() => restoreFile({ userId, fileKey }));
}
