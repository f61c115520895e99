import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { deleteOrphanedFile, storageApiAnswer } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";

const schema = z.object({
  userId: z.string({ message: "userId is required" }),
  fileKey: z.string({ message: "fileKey is required" }),
  fileName: z.string().max(512).optional(),
});

/** DELETE /api/admin/object-storage/delete-file (admin): removes an orphaned file for good. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "DELETE");
  await requireApiAdmin(request);
  const { userId, fileKey } = await readJsonBody(request, schema);
  return storageApiAnswer(async () => ({
    ...(await deleteOrphanedFile({ userId, fileKey })),
    message: "File deleted",
  }));
}
