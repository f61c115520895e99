/** A hero request the caller can fix; `message` is shown as it is, `status` is the HTTP answer. */
export class HeroInputError extends Error {
  constructor(
    message: string,
    readonly status: number = 400,
  ) {
    super(message);
    this.name = "HeroInputError";
  }
}

export const heroNotFound = () => new HeroInputError("Hero image not found", 404);

export { HERO_MESSAGES } from "~/utils/hero-banner-schemas";
