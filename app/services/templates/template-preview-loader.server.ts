import { requireUser } from "~/services/auth/guards.server";
import { ACCOUNT_SIGNED_OUT } from "~/services/toast.server";
import { resolveTemplateId } from "./index.server";
import { templatePreview } from "./template-preview.server";

/**
 * What the preview and the miniature routes load: the signed-in photographer's own portfolio in
 * the template named by the address. Signed out: to / with the account's toast, as the account
 * page does; a template that is not installed: 404.
 */
export async function loadTemplatePreview(request: Request, templateId: string | undefined) {
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  const category = new URL(request.url).searchParams.get("featured");
  const preview = await templatePreview(user, templateId ?? "", category);
  if (!preview) throw new Response("Template not found", { status: 404 });
  const active = resolveTemplateId({ viewerTemplateId: user.templateId }) === preview.template.id;
  return { ...preview, active };
}
