import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack } from "@shopify/polaris";
import type { HeroImageView } from "~/services/account/account-view";
import { ConformTextField } from "~/ui/account/conform-text-field";
import { HERO_INTENT, heroEditSchema } from "~/utils/hero-banner-schemas";
import { editHref, HERO_BANNERS_PATH } from "./hero-links";
import { useHeroReply } from "./use-hero-reply";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";

/**
 * Banner edit (docs/product.md#validation-rules): name required, title and description optional.
 */
export function HeroEditForm({ hero }: { hero: HeroImageView }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `hero-edit-${hero.id}`,
    lastResult: useHeroReply(HERO_INTENT.update, hero.id),
    defaultValue: {
      name: hero.name,
      title: hero.title ?? "",
      description: hero.description ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: heroEditSchema }),
    ...VALIDATION_TIMING,
  });
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === HERO_INTENT.update;
  return (
    <Form method="post" action={editHref(hero.id)} preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={HERO_INTENT.update} />
      <input type="hidden" name="heroId" value={hero.id} />
      <BlockStack gap="400">
        <ConformTextField meta={fields.name} label="Name (required)" />
        <ConformTextField meta={fields.title} label="Title" />
        <ConformTextField meta={fields.description} label="Description" multiline />
        <InlineStack gap="300" blockAlign="center">
          <Button submit variant="primary" loading={busy}>
            Save Changes
          </Button>
          <Button url={HERO_BANNERS_PATH}>Cancel</Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
