import type { User } from "~/data/users.server";
import { DEFAULT_TEMPLATE_ID } from "~/template-sdk/constants";
import {
  listTemplates,
  resolveTemplateId,
  setUserTemplate,
  TemplateNotFoundError,
} from "~/services/templates/index.server";
import { AccountError } from "./account-errors.server";
import type { TemplateView } from "./account-view";
import { logger } from "~/server/log/logger.server";

const toView = (t: TemplateView): TemplateView => ({
  id: t.id,
  name: t.name,
  description: t.description,
  isDefault: t.isDefault,
});

/**
 * The portfolio tab: the installed templates (templates/ plugins) and the one in use
 * (docs/product.md#states-and-transitions).
 * `templates` is null when they cannot be listed: the tab then says so
 * (docs/product.md#error-catalogue).
 */
export function templatePicker(user: Pick<User, "templateId">): {
  templates: TemplateView[] | null;
  activeTemplateId: string;
} {
  try {
    return {
      templates: listTemplates().map(toView),
      activeTemplateId: resolveTemplateId({ viewerTemplateId: user.templateId }),
    };
  } catch (error) {
    logger.error({ err: error }, "The templates could not be listed");
    return { templates: null, activeTemplateId: user.templateId ?? DEFAULT_TEMPLATE_ID };
  }
}

/**
 * docs/product.md#states-and-transitions: applying a template is immediate; a template that is not
 * installed is a 404.
 */
export async function applyTemplate(userId: string, templateId: string): Promise<TemplateView> {
  try {
    return toView(await setUserTemplate(userId, templateId));
  } catch (error) {
    if (error instanceof TemplateNotFoundError) throw new AccountError(error.message, 404);
    throw error;
  }
}
