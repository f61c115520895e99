import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { requireApiUser } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";
import {
  resolveTemplateId,
  setUserTemplate,
  TemplateNotFoundError,
} from "~/services/templates/index.server";

/**
 * GET /api/user/template: the template the signed-in user's pages use
 * (docs/product.md#states-and-transitions, docs/product.md#api-calls); 401 signed out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(
    { templateId: resolveTemplateId({ viewerTemplateId: user.templateId }) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const chooseTemplateSchema = z.object({
  templateId: z
    .string({ required_error: "templateId is required" })
    .trim()
    .min(1, "templateId is required"),
});

/** POST /api/user/template {templateId}: applies it at once; 400 for a template that is not installed. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { templateId } = await readJsonBody(request, chooseTemplateSchema);
  try {
    const template = await setUserTemplate(user.id, templateId);
    return json({ templateId: template.id });
  } catch (error) {
    if (error instanceof TemplateNotFoundError) return apiError(400, error.message, { templateId });
    throw error;
  }
}
