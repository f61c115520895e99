/** The tab's address; `?edit=` / `?delete=` name the banner being edited or deleted. */
export const HERO_BANNERS_PATH = "/admin/dashboard/hero-banners";

export const editHref = (heroId: string) =>
  `${HERO_BANNERS_PATH}?edit=${encodeURIComponent(heroId)}`;
