import { db } from "~/data/db.server";
import { HOME_SCOPE, userScope } from "~/data/public-scopes";
import type { User } from "~/data/users.server";
import { noteScope } from "~/server/public-cache/render-scope.server";
import { getTemplate, resolveTemplateId } from "~/services/templates/index.server";
import { ALL_CATEGORY } from "~/utils/photo-view";
import { portfolioPath } from "~/utils/portfolio-url";
import { homeSequence, stepsIn, stepsInList } from "./photo-steps.server";
import { HOME_LIMIT, arrangedPortfolio, portfolioSet, publicView } from "./public-photos.server";

/**
 * A photo's permalink page (the lightbox without JavaScript,
 * docs/product.md#progressive-enhancement): the photo, its place 'n / total' in the gallery it came
 * from, and its neighbours (wrapping, like the lightbox), found by index walks from the photo
 * rather than by reading the whole gallery.
 */
export async function permalinkData({
  owner,
  viewer,
  photoId,
  category,
}: {
  owner: User | null;
  viewer: User | null;
  photoId: string;
  category: string | null;
}) {
  const selected = category && category !== ALL_CATEGORY ? category : null;
  const { photos, users } = await db();
  const stored = await photos.findById(photoId);
  if (!stored) return null;
  // Its owner's photo; without an owner in the address, a step of the home gallery (ADR 51).
  noteScope(userScope(stored.userId), ...(owner ? [] : [HOME_SCOPE]));
  // A portfolio in its photographer's order steps in that order (ADR 61).
  const arranged = owner && (await arrangedPortfolio(owner, selected));
  const sequence = owner
    ? { set: portfolioSet(owner, selected), cap: Infinity }
    : await homeSequence(selected, HOME_LIMIT);
  const steps = arranged ? stepsInList(arranged, stored.id) : await stepsIn(sequence, stored);
  if (!steps) return null;
  const photographer = owner ?? (await users.findById(stored.userId));
  const photo = photographer && (await publicView(stored, photographer));
  if (!photo) return null;
  const basePath = owner ? portfolioPath(owner) : "/";
  const templateId = resolveTemplateId({
    ownerTemplateId: owner?.templateId,
    viewerTemplateId: viewer?.templateId,
  });
  return {
    photo,
    ...steps,
    basePath,
    category: selected,
    templateId: getTemplate(templateId) ? templateId : null,
  };
}
