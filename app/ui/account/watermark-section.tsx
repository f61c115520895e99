import { Banner, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import { useActionData, useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import type { WatermarkView } from "~/services/watermarks/watermark-preview.server";
import {
  WATERMARK_ACTION_URL,
  WATERMARK_FORM,
  WATERMARK_FORM_DEFAULTS,
  type WatermarkActionResult,
} from "~/services/watermarks/watermark-settings";
import {
  KindChoice,
  LogoInput,
  NumberInputs,
  PortfolioToggle,
  PositionSelect,
  TextInput,
  type WatermarkValues,
} from "./watermark-fields";

/** The form's starting values: what a refused save sent back, else the saved settings. */
function startingValues(view: WatermarkView, result?: WatermarkActionResult): WatermarkValues {
  if (result && !result.ok && result.values) return result.values;
  const saved = view.saved ?? WATERMARK_FORM_DEFAULTS;
  return {
    kind: saved.kind,
    text: saved.text ?? "",
    position: saved.position,
    size: String(saved.size),
    opacity: String(saved.opacity),
    onPortfolio: saved.onPortfolio ? "on" : "",
  };
}

const PREVIEW_FIELDS = ["kind", "text", "position", "size", "opacity"];

/**
 * Account → Settings → Watermark (docs/decisions/0065-watermarks.md): text or a logo, where, how
 * large and how solid, burnt into the previews of share links that ask for it and, when the
 * photographer turns it on, into every public image of theirs. Plain form posts
 * (multipart, for the logo) without JavaScript; with it, a fetcher, and the preview follows the
 * form as it changes. The preview is drawn by the server, with the code that draws the previews.
 */
export function WatermarkSection() {
  const page = useRouteLoaderData<{ watermark: WatermarkView | null }>("routes/account");
  const fetcher = useFetcher<WatermarkActionResult>({ key: WATERMARK_FORM });
  const pageResult = useActionData<WatermarkActionResult>();
  const result = fetcher.data ?? (pageResult?.form === WATERMARK_FORM ? pageResult : undefined);
  const busy = fetcher.state !== "idle";
  const [preview, setPreview] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const followForm = useCallback((form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const data = new FormData(form);
      const query = new URLSearchParams();
      for (const field of PREVIEW_FIELDS) query.set(field, String(data.get(field) ?? ""));
      setPreview(`/account/watermark-preview?${query}`);
    }, 400);
  }, []);
  if (!page?.watermark) return null;
  const view = page.watermark;
  const values = startingValues(view, result);
  const errors = result && !result.ok ? result.errors : undefined;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd" id="watermark">
          Watermark
        </Text>
        <Text as="p" tone="subdued">
          Burnt into the photos of client links that have "Watermark" turned on, and into your
          public portfolio if you choose. Downloads of originals never carry it.
        </Text>
        {result && !busy ? (
          <Banner tone={result.ok ? "success" : "critical"}>
            <p role={result.ok ? "status" : "alert"}>{result.message}</p>
          </Banner>
        ) : null}
        <div className="account-watermark">
          <fetcher.Form
            key={view.previewUrl}
            method="post"
            action={WATERMARK_ACTION_URL}
            encType="multipart/form-data"
            aria-labelledby="watermark"
            onChange={(event) => followForm(event.currentTarget)}
          >
            <BlockStack gap="300">
              <KindChoice values={values} errors={errors} />
              <TextInput values={values} errors={errors} />
              <LogoInput hasLogo={view.hasLogo} errors={errors} />
              <PositionSelect values={values} errors={errors} />
              <NumberInputs values={values} errors={errors} />
              <PortfolioToggle values={values} />
              <InlineStack gap="200">
                <Button submit variant="primary" loading={busy}>
                  Save watermark
                </Button>
              </InlineStack>
            </BlockStack>
          </fetcher.Form>
          <figure className="account-watermark__preview">
            <img
              src={preview ?? view.previewUrl}
              alt={
                view.saved || preview ? "Your watermark on a sample picture" : "A sample picture"
              }
              width={960}
              height={640}
            />
            <figcaption>
              {preview ? "Preview of the form as it is: save to use it." : "Preview"}
            </figcaption>
          </figure>
        </div>
        {view.saved ? (
          <fetcher.Form method="post" action={WATERMARK_ACTION_URL}>
            <input type="hidden" name="intent" value="remove" />
            <Button submit tone="critical" disabled={busy}>
              Remove watermark
            </Button>
          </fetcher.Form>
        ) : null}
      </BlockStack>
    </Card>
  );
}
