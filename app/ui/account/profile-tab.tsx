import { BlockStack } from "@shopify/polaris";
import type { ReactNode } from "react";
import type {
  HeroImageView,
  HeroPaletteView,
  HeroSelectionView,
  PhotoChoiceView,
} from "~/services/account/account-view";
import type { PublicUser } from "~/services/profile.server";
import type { ProfileSection } from "~/utils/account-schemas";
import { AvatarSection } from "./avatar-section";
import { HeroSection } from "./hero-section";
import { ProfileForm, type ProfileFormValues } from "./profile-form";

interface ProfileTabProps {
  user: PublicUser;
  defaults: ProfileFormValues;
  portfolioUrl: string;
  photoChoices: PhotoChoiceView[];
  heroes: HeroImageView[];
  heroSelection: HeroSelectionView | null;
  palette: HeroPaletteView | null;
  section: ProfileSection | null;
}

/**
 * Edit Profile, Profile Picture and Hero Banner. `?tab=avatar` and `?tab=hero` (My Photos' tabs)
 * put their section first: that works without JavaScript, unlike scrolling to it.
 */
export function ProfileTab(props: ProfileTabProps) {
  const { user, defaults, photoChoices, section } = props;
  const sections: Record<"form" | ProfileSection, ReactNode> = {
    // Keyed by the stored values: after a save, Cancel resets to the new values, not the old.
    form: (
      <ProfileForm
        key={JSON.stringify(defaults)}
        userId={user.id}
        defaults={defaults}
        portfolioUrl={props.portfolioUrl}
      />
    ),
    avatar: <AvatarSection user={user} photoChoices={photoChoices} />,
    hero: (
      <HeroSection
        heroes={props.heroes}
        selection={props.heroSelection}
        palette={props.palette}
        photoChoices={photoChoices}
      />
    ),
  };
  const order = section
    ? [section, ...(["form", "avatar", "hero"] as const).filter((s) => s !== section)]
    : (["form", "avatar", "hero"] as const);
  return (
    <BlockStack gap="400">
      {order.map((name) => (
        <div key={name} id={name === "form" ? "profile" : name}>
          {sections[name]}
        </div>
      ))}
    </BlockStack>
  );
}
