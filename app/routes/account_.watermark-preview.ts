import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth/guards.server";
import { ACCOUNT_SIGNED_OUT } from "~/services/toast.server";
import { watermarkPreview } from "~/services/watermarks/watermark-preview.server";

/** GET /account/watermark-preview: the signed-in photographer's watermark on a sample (ADR 65). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  return watermarkPreview(user, new URL(request.url));
}
