import type { User } from "~/data/users.server";
import { getTemplate, resolveTemplateId } from "~/services/templates/index.server";
import { ALL_CATEGORY } from "~/utils/photo-view";
import { portfolioPath } from "~/utils/portfolio-url";
import { photoSequence } from "./public-photos.server";

/**
 * A photo's permalink page (the lightbox without JavaScript, DESIGN §7): the photo, its place
 * 'n / total' in the gallery it came from, and its neighbours (wrapping, like the lightbox).
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
  const sequence = await photoSequence({ owner, category: selected });
  const index = sequence.findIndex((p) => p.id === photoId);
  if (index < 0) return null;
  const at = (i: number) => sequence[(i + sequence.length) % sequence.length]!;
  const basePath = owner ? portfolioPath(owner) : "/";
  const templateId = resolveTemplateId({
    ownerTemplateId: owner?.templateId,
    viewerTemplateId: viewer?.templateId,
  });
  return {
    photo: sequence[index]!,
    position: index + 1,
    total: sequence.length,
    previousId: at(index - 1).id,
    nextId: at(index + 1).id,
    basePath,
    category: selected,
    templateId: getTemplate(templateId) ? templateId : null,
  };
}
