import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toHeroImageView } from "~/services/account/hero.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { HERO_FAILURES, heroApi, uploadHero } from "~/services/heroes/index.server";
import { apiError, requireMethod } from "~/services/http.server";
import { closingOnRefusal, parsePhotoUpload } from "~/services/photos/index.server";
import { heroUploadBody } from "~/utils/hero-banner-schemas";

/**
 * POST /api/admin/hero-images/upload (admin, multipart: name, title, description, and an `image`
 * file or an `imageUrl`): 201 with the new banner, made by the image pipeline.
 */
export function action({ request }: ActionFunctionArgs) {
  return closingOnRefusal(async () => {
    requireMethod(request, "POST");
    await requireApiAdmin(request);
    return heroApi(async () => {
      const { fields, file, cleanup } = await parsePhotoUpload(request);
      try {
        const input = heroUploadBody(Boolean(file)).safeParse(fields);
        if (!input.success) return apiError(400, input.error.issues[0]!.message);
        const hero = await uploadHero({ ...input.data, file });
        return json(toHeroImageView(hero), { status: 201 });
      } finally {
        await cleanup();
      }
    }, HERO_FAILURES.upload);
  });
}
