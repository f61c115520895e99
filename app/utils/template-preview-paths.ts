/**
 * Where a photographer sees their portfolio in a template before applying it
 * (docs/decisions/0045-template-previews.md): the preview page, with its bar and Apply button,
 * and the miniature the template picker shows in a frame.
 */
export const templatePreviewPath = (templateId: string) =>
  `/account/template-preview/${encodeURIComponent(templateId)}`;

export const templateMiniaturePath = (templateId: string) =>
  `/account/template-miniature/${encodeURIComponent(templateId)}`;

/**
 * The miniature's path: the one page our own pages may show in a frame (security-headers). Its
 * last segment is a template id (kebab-case, as manifests must have it), nothing else.
 */
export const TEMPLATE_MINIATURE_PATH =
  /^\/account\/template-miniature\/[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
