import type { User } from "~/data/users.server";
import { ImageRejectedError } from "~/images/image-pipeline.server";
import { heroChoiceSchema, INTENT, type AccountIntent } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";
import { extractHeroPalette } from "./hero-palette.server";
import { chooseHero } from "./hero.server";
import { failure, respond } from "./respond.server";
import { logger } from "~/server/log/logger.server";

function refusal(request: Request, intent: AccountIntent, error: unknown, title: string) {
  if (error instanceof AccountError) {
    return respond(
      request,
      { intent, ok: false, message: error.message },
      failure(title, error.message),
      error.status,
    );
  }
  // A stored image the analyser cannot read is the spec's processing error, not a crash.
  if (error instanceof ImageRejectedError) {
    return respond(
      request,
      { intent, ok: false, message: error.message },
      failure(title, error.message),
      422,
    );
  }
  throw error;
}

/**
 * docs/product.md#error-catalogue: the hero toast's text when the answer carries no message of its
 * own.
 */
export const HERO_UPDATE_FAILED = "Hero image update failed";

/** docs/product.md#states-and-transitions hero choice: a global hero's id or `custom-{photoId}`. */
export async function setHeroAction(request: Request, user: User, formData: FormData) {
  const intent = INTENT.setHero;
  const parsed = heroChoiceSchema.safeParse(Object.fromEntries(formData));
  try {
    if (!parsed.success || !parsed.data.heroId) {
      throw new AccountError("Please choose a hero image or one of your photos.");
    }
    const hero = await chooseHero(user.id, parsed.data.heroId);
    return respond(
      request,
      { intent, ok: true },
      {
        title: "Hero image updated",
        description: `${hero.name} is now your portfolio's hero image.`,
      },
    );
  } catch (error) {
    if (error instanceof AccountError || error instanceof ImageRejectedError) {
      return refusal(request, intent, error, "Update Failed");
    }
    // Anything else: the hero was not changed, and the page says so instead of failing.
    logger.error({ err: error }, "Hero update failed");
    return respond(
      request,
      { intent, ok: false, message: HERO_UPDATE_FAILED },
      failure("Update Failed", HERO_UPDATE_FAILED),
      500,
    );
  }
}

export async function extractPaletteAction(request: Request, user: User) {
  const intent = INTENT.extractPalette;
  try {
    const palette = await extractHeroPalette(user.id);
    return respond(request, { intent, ok: true, palette }, { title: "Colors Extracted!" });
  } catch (error) {
    return refusal(request, intent, error, "Color Extraction Failed");
  }
}
