import { Text } from "@shopify/polaris";
import type { InputHTMLAttributes } from "react";
import type { HeroImageView, PhotoChoiceView } from "~/services/account/account-view";
import { CUSTOM_HERO_PREFIX } from "~/utils/account-schemas";
import { HeroOption } from "./hero-option";
import { PhotoPickerGrid } from "./photo-picker-grid";

type RadioProps = (value: string) => InputHTMLAttributes<HTMLInputElement>;

/** The two groups of hero radios: curated heroes, then the user's own photos (`custom-{id}`). */
export function HeroChoices(props: {
  heroes: HeroImageView[];
  photoChoices: PhotoChoiceView[];
  radio: RadioProps;
}) {
  const { heroes, photoChoices, radio } = props;
  return (
    <>
      <fieldset className="account-fieldset">
        <legend>Featured hero images</legend>
        {heroes.length === 0 ? (
          <Text as="p" tone="subdued">
            No hero images have been added yet.
          </Text>
        ) : (
          <div className="account-hero-options">
            {heroes.map((hero) => (
              <HeroOption key={hero.id} hero={hero} input={radio(hero.id)} />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Or one of your photos</legend>
        {photoChoices.length === 0 ? (
          <Text as="p" tone="subdued">
            Photos you upload in My Photos can be used here.
          </Text>
        ) : (
          <PhotoPickerGrid
            photos={photoChoices}
            label="Your photos as hero"
            renderControl={(photo, thumbnail) => (
              <label className="account-picker__choice">
                <input
                  type="radio"
                  className="account-picker__radio"
                  {...radio(`${CUSTOM_HERO_PREFIX}${photo.id}`)}
                />
                {thumbnail}
              </label>
            )}
          />
        )}
      </fieldset>
    </>
  );
}
