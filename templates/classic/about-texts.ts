// Kept with the one template that shows them, so their words are not in every public page's code.
import { fullName, PHOTO_LIBRARIES, type PortfolioOwner } from "~/template-sdk";

/**
 * docs/product.md#about-contact-and-footer About for a signed-out visitor: the brand and three
 * points (showcase, photo syncing with both photo-library providers, connecting with
 * photographers), each worded to promise only what the site does: syncing arrives provider by
 * provider, the second is a placeholder for now.
 */
export function siteAbout(siteName: string): { intro: string; points: string[] } {
  return {
    intro: `${siteName} is a home for photographers to publish and share their portfolios.`,
    points: [
      "Showcase your work globally with a portfolio of your own.",
      `Photo syncing with your photo libraries, ${PHOTO_LIBRARIES.google} and ${PHOTO_LIBRARIES.second}, as each becomes available here.`,
      "Connect with other photographers through their portfolios and contact forms.",
    ],
  };
}

/**
 * docs/product.md#about-contact-and-footer About: the bio, or a default generated from the first
 * and last name.
 */
export function aboutText(
  owner: Pick<PortfolioOwner, "firstName" | "lastName" | "username" | "aboutMe" | "displayName">,
): string {
  if (owner.aboutMe?.trim()) return owner.aboutMe.trim();
  const name = fullName(owner) ?? owner.displayName;
  return `${name} is a photographer who captures moments, places and people with an eye for light and detail. Explore the gallery to see their latest work.`;
}
