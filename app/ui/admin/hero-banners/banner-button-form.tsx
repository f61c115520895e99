import { Form, useNavigation } from "@remix-run/react";
import { Button } from "@shopify/polaris";
import { HERO_BANNERS_PATH } from "./hero-links";

interface BannerButtonFormProps {
  intent: string;
  heroId?: string;
  /** The banner it acts on, heard after the button's text: "Set as Default: Dunes". */
  subject?: string;
  children: string;
  tone?: "critical";
}

/** A one-button form (set default, extract colours): a real POST, with or without JavaScript. */
export function BannerButtonForm({
  intent,
  heroId,
  subject,
  children,
  tone,
}: BannerButtonFormProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (heroId === undefined || navigation.formData?.get("heroId") === heroId);
  return (
    <Form method="post" action={HERO_BANNERS_PATH} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {heroId ? <input type="hidden" name="heroId" value={heroId} /> : null}
      <Button
        submit
        size="slim"
        tone={tone}
        loading={busy}
        accessibilityLabel={subject ? `${children}: ${subject}` : undefined}
      >
        {children}
      </Button>
    </Form>
  );
}

/**
 * Opens the banner's editor or delete confirmation (`?edit=` / `?delete=`): a GET form, so the
 * address carries it with or without JavaScript (with it, the dialog opens in place).
 */
export function BannerDialogButton({
  param,
  heroId,
  subject,
  children,
  tone,
}: {
  param: "edit" | "delete";
  heroId: string;
  subject: string;
  children: string;
  tone?: "critical";
}) {
  return (
    <Form method="get" action={HERO_BANNERS_PATH} preventScrollReset>
      <input type="hidden" name={param} value={heroId} />
      <Button submit size="slim" tone={tone} accessibilityLabel={`${children}: ${subject}`}>
        {children}
      </Button>
    </Form>
  );
}
