import { Carousel } from "../carousel";
import { CategoryFilter } from "../category-filter";
import { ContactForm } from "../contact-form";
import { FeaturedGridGallery } from "../featured-grid-gallery";
import { HeroBackground } from "../hero-background";
import { HeroImage } from "../hero-image";
import { Masonry } from "../masonry";
import { ProfileImage } from "../profile-image";
import { SocialIcons } from "../social-icons";

/**
 * The on-demand parts' code where it is always at hand: the server renders them in full, in the
 * page's first pass (and so do tests). In the browser this module is empty (Remix), and the
 * parts load their code when they need it (gallery-code.ts, contact-code.ts and hero-code.ts:
 * the same exports, imported here one by one, as those files import the SDK's barrel, which
 * imports this one). Not the gallery's rarely seen parts: the featured grid here shows them, so
 * they load their code on the server too (gallery-extras-parts.tsx).
 */
export const CODE_AT_HAND = {
  galleryCode: { Carousel, FeaturedGridGallery, Masonry },
  contactCode: { ContactForm, SocialIcons },
  heroCode: { CategoryFilter, HeroBackground, HeroImage },
  profileImageCode: { ProfileImage },
};
