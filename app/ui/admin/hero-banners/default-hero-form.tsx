import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, Card, InlineGrid, Text } from "@shopify/polaris";
import { ConformTextField } from "~/ui/account/conform-text-field";
import { defaultHeroFormSchema, HERO_INTENT } from "~/utils/hero-banner-schemas";
import { HERO_BANNERS_PATH } from "./hero-links";
import { useHeroReply } from "./use-hero-reply";

/**
 * The default hero form (docs/product.md#admin-dashboard, docs/product.md#validation-rules; POST
 * /api/hero-images/default): an image URL and a title, both required. A banner's own address makes
 * it the default; another address is downloaded safely and becomes a new default banner.
 */
export function DefaultHeroForm() {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "default-hero",
    lastResult: useHeroReply(HERO_INTENT.defaultHero),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: defaultHeroFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === HERO_INTENT.defaultHero;
  return (
    <Card>
      <Form method="post" action={HERO_BANNERS_PATH} preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value={HERO_INTENT.defaultHero} />
        <BlockStack gap="400">
          <Text as="h3" variant="headingMd">
            Default Hero Image
          </Text>
          <Text as="p" tone="subdued">
            The default hero shows on the home page and on every portfolio without a hero of its
            own. Give the address of one of the banners above, or of an image on the web.
          </Text>
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
            <ConformTextField meta={fields.imageUrl} label="Image URL" type="url" />
            <ConformTextField meta={fields.title} label="Title" />
          </InlineGrid>
          <div>
            <Button submit loading={busy}>
              Set Default Hero Image
            </Button>
          </div>
        </BlockStack>
      </Form>
    </Card>
  );
}
