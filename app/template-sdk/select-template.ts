/**
 * docs/product.md#states-and-transitions template selection: the owner's template on a portfolio,
 * else the signed-in viewer's, else the default-flagged one, else the first. Ids that name no
 * installed template are skipped (a template may have been removed since a user chose it).
 */
export function selectTemplateId(
  installed: readonly { id: string; isDefault: boolean }[],
  choice: { ownerTemplateId?: string | null; viewerTemplateId?: string | null },
): string {
  const known = (id?: string | null) => (id && installed.some((t) => t.id === id) ? id : null);
  const fallback = installed.find((t) => t.isDefault) ?? installed[0];
  if (!fallback) throw new Error("No portfolio templates are installed (templates/*/).");
  return known(choice.ownerTemplateId) ?? known(choice.viewerTemplateId) ?? fallback.id;
}
