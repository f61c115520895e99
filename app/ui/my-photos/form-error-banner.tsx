import { Banner } from "@shopify/polaris";

/** A form's server-side error (e.g. "Photo not found"), shown in the form itself. */
export function FormErrorBanner({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Banner tone="critical">
      <p role="alert">{errors.join(" ")}</p>
    </Banner>
  );
}
