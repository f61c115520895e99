import type { User } from "~/data/users.server";
import { INTENT, templateChoiceSchema } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";
import { failure, respond } from "./respond.server";
import { applyTemplate } from "./templates.server";

/**
 * docs/product.md#states-and-transitions: applying a template is immediate and marks it 'Currently
 * Active'.
 */
export async function setTemplateAction(request: Request, user: User, formData: FormData) {
  const intent = INTENT.setTemplate;
  const parsed = templateChoiceSchema.safeParse(Object.fromEntries(formData));
  try {
    if (!parsed.success) throw new AccountError("Please choose a template.");
    const template = await applyTemplate(user.id, parsed.data.templateId);
    return respond(
      request,
      { intent, ok: true },
      {
        title: "Template applied",
        description: `${template.name} is now your portfolio's template.`,
      },
    );
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return respond(
      request,
      { intent, ok: false, message: error.message },
      failure("Update failed", error.message),
      error.status,
    );
  }
}
