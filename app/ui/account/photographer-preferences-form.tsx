import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Banner, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";
import { INTENT } from "~/utils/account-schemas";
import { LICENSES } from "~/utils/photo-rights";
import {
  CUSTOM_LICENSE_CHOICE,
  preferencesFormSchema,
  type PreferencesFormValues,
} from "~/utils/photographer-preferences";
import { ConformTextField } from "./conform-text-field";
import { NativeSelect } from "./native-select";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

const LICENSE_OPTIONS = [
  ...LICENSES.map((license) => ({ value: license.id, label: license.name })),
  { value: CUSTOM_LICENSE_CHOICE, label: "Custom licence (give its address below)" },
];

/** A native checkbox (it works before and without JavaScript) with its one-sentence explanation. */
function PreferenceCheckbox({
  meta,
  label,
  children,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  children: React.ReactNode;
}) {
  const explanation = `${meta.id}-explanation`;
  return (
    <div className="account-preference">
      <input
        {...getInputProps(meta, { type: "checkbox" })}
        key={meta.key}
        aria-describedby={explanation}
      />
      <label htmlFor={meta.id}>{label}</label>
      <div id={explanation} className="account-preference__explanation">
        {children}
      </div>
    </div>
  );
}

// Conform keeps every field as text: a ticked box is "on".
const asFormText = (values: PreferencesFormValues) => ({
  ...values,
  keepOriginals: values.keepOriginals ? "on" : undefined,
  embedRights: values.embedRights ? "on" : undefined,
  reserveFromAiTraining: values.reserveFromAiTraining ? "on" : undefined,
});

/**
 * Account → Settings: how the photographer's files and rights are handled
 * (docs/decisions/0047-ai-training-reservation.md). All saved at once; a refused field saves none.
 */
export function PhotographerPreferencesForm({ defaults }: { defaults: PreferencesFormValues }) {
  const { fetcher, result, busy } = useAccountAction(INTENT.savePreferences);
  const [form, fields] = useForm({
    id: "photographer-preferences",
    lastResult: result?.result,
    defaultValue: asFormText(defaults),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: preferencesFormSchema }),
    ...VALIDATION_TIMING,
  });
  const licenseErrors = fields.defaultLicense.errors;
  return (
    <Card>
      <fetcher.Form method="post" action={accountAction("settings")} {...getFormProps(form)}>
        <IntentInput intent={INTENT.savePreferences} />
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">
            Your photos and your rights
          </Text>
          {result?.ok && !busy ? (
            <Banner tone="success">
              <p role="status">Preferences saved.</p>
            </Banner>
          ) : null}
          {result && !result.ok && !busy ? (
            <Banner tone="critical">
              <p role="alert">Nothing was saved: correct the fields marked below and save again.</p>
            </Banner>
          ) : null}
          <PreferenceCheckbox meta={fields.keepOriginals} label="Keep my original files">
            Upload full-resolution files with all their metadata, instead of a smaller copy made in
            your browser: uploads take longer.
          </PreferenceCheckbox>
          <BlockStack gap="200">
            <NativeSelect
              meta={fields.defaultLicense}
              label="Default licence for new photos"
              options={LICENSE_OPTIONS}
            />
            <Text as="p" tone="subdued" variant="bodySm">
              Each new photo starts with this licence; you can change it on any photo.
            </Text>
            {licenseErrors ? (
              <p className="account-error" id={fields.defaultLicense.errorId}>
                {licenseErrors.join(" ")}
              </p>
            ) : null}
            <ConformTextField
              meta={fields.customLicenseUrl}
              label="Custom licence address"
              type="url"
              placeholder="https://example.com/my-licence"
              helpText="Only used with 'Custom licence': the web page of your own licence."
            />
          </BlockStack>
          <PreferenceCheckbox
            meta={fields.embedRights}
            label="Write my copyright and licence into published images"
          >
            Your name, copyright notice, credit and licence are written into every public copy of
            your photos, so they stay with the file wherever it is saved.
          </PreferenceCheckbox>
          <PreferenceCheckbox
            meta={fields.reserveFromAiTraining}
            label="Reserve my photos from AI training"
          >
            <p>
              What it does: your portfolio tells AI crawlers (in robots.txt) and the TDM Reservation
              Protocol that your photos may not be used to train AI, and your published images carry
              the IPTC data-mining notice.
            </p>
            <p>
              What it does not do: it cannot stop a crawler that ignores these signals, and it does
              not hide your photos from search engines.
            </p>
          </PreferenceCheckbox>
          <ConformTextField
            meta={fields.tdmPolicyUrl}
            label="AI-training policy address (optional)"
            type="url"
            placeholder="https://example.com/ai-policy"
            helpText="A page with your terms for AI training or licensing, sent with the reservation."
          />
          <InlineStack align="end">
            <Button submit variant="primary" loading={busy}>
              Save preferences
            </Button>
          </InlineStack>
        </BlockStack>
      </fetcher.Form>
    </Card>
  );
}
