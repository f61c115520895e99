import { db } from "~/data/db.server";
import { portfolioOnView } from "~/services/portfolio.server";
import { TEMPLATES } from "~/template-registry.generated";
import type { RegisteredTemplate, TemplateManifest } from "~/template-sdk";
import { selectTemplateId } from "~/template-sdk/select-template";

/**
 * What the API and the account picker show of a template (docs/product.md#entities,
 * docs/product.md#api-calls GET /api/templates).
 */
export type TemplateSummary = Pick<
  TemplateManifest,
  "id" | "name" | "description" | "category" | "isDefault" | "colorScheme" | "typography"
>;

export const TEMPLATE_NOT_FOUND = "Template not found";

export class TemplateNotFoundError extends Error {
  constructor(readonly templateId: string) {
    super(TEMPLATE_NOT_FOUND);
  }
}

const summary = ({ manifest: m }: RegisteredTemplate): TemplateSummary => ({
  id: m.id,
  name: m.name,
  description: m.description,
  category: m.category,
  isDefault: m.isDefault,
  colorScheme: m.colorScheme,
  typography: m.typography,
});

/** The installed templates (discovered from templates/ at build time), sorted by id. */
export function listTemplates(): TemplateSummary[] {
  return TEMPLATES.map(summary);
}

export function getTemplate(id: string): RegisteredTemplate | null {
  return TEMPLATES.find((t) => t.manifest.id === id) ?? null;
}

/**
 * docs/product.md#states-and-transitions: on a portfolio the owner's template, else the signed-in
 * viewer's, else the default-flagged one, else the first; ids of templates no longer installed are
 * skipped.
 */
export function resolveTemplateId(choice: {
  ownerTemplateId?: string | null;
  viewerTemplateId?: string | null;
}): string {
  return selectTemplateId(
    TEMPLATES.map((t) => t.manifest),
    choice,
  );
}

/**
 * Applies a template to a user at once (docs/product.md#states-and-transitions); unknown ids are
 * refused.
 */
export async function setUserTemplate(
  userId: string,
  templateId: string,
): Promise<TemplateSummary> {
  const template = getTemplate(templateId);
  if (!template) throw new TemplateNotFoundError(templateId);
  const { users } = await db();
  await users.update(userId, { templateId });
  return summary(template);
}

/** The template a portfolio is shown in, or null when visitors may see no such portfolio. */
export async function portfolioTemplateId(userId: string): Promise<string | null> {
  const { users } = await db();
  const owner = await users.findById(userId);
  return owner && portfolioOnView(owner)
    ? resolveTemplateId({ ownerTemplateId: owner.templateId })
    : null;
}

/**
 * The manifest a public page renders with (colours, fonts, image sizes, settings): the template
 * with this id, the default one when the id names no installed template
 * (docs/product.md#states-and-transitions). Pages get it from their loader, so the browser needs no
 * template manifests of its own.
 */
export function pageTemplate(templateId: string | null | undefined): TemplateManifest {
  const id = resolveTemplateId({ ownerTemplateId: templateId });
  return getTemplate(id)!.manifest;
}
