import { z } from "zod";
import { MAX_ORDERED_PHOTOS } from "./own-photo-ids.server";

/** The body of a PUT that orders photos: `{ photoIds: [...] }`, each an id string. */
export const photoIdsSchema = z.object({
  photoIds: z
    .array(z.string().min(1).max(64), { required_error: "photoIds must be a list of photo ids" })
    .max(MAX_ORDERED_PHOTOS, `At most ${MAX_ORDERED_PHOTOS} photos can be ordered.`),
});
