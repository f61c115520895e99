import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import { ConformTextField } from "~/ui/account/conform-text-field";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";
import {
  MAX_UPLOAD_MB_CEILING,
  siteSettingsFormSchema,
  type SiteSettings,
} from "~/utils/site-settings";
import { SETTINGS_INTENT } from "./settings-intents";
import { SettingsSelect } from "./settings-select";

const REGISTRATION_OPTIONS = [
  { value: "open", label: "Open: anyone can create an account" },
  { value: "invite", label: "By invitation: only invitation links create accounts" },
  { value: "closed", label: "Closed: nobody can create an account" },
];

const AI_TRAINING_OPTIONS = [
  { value: "disallow", label: "Disallow AI training" },
  { value: "allow", label: "Allow AI training" },
];

// A form holds every field as text, whatever the schema makes of it (a number, an empty name).
const asText = (meta: unknown) => meta as FieldMetadata<string | undefined>;

export interface SiteSettingsFormProps {
  values: Omit<SiteSettings, "siteName" | "siteDescription" | "maxUploadMb"> & {
    siteName: string;
    siteDescription: string;
    maxUploadMb: number;
  };
  defaultSiteName: string;
  templates: { id: string; name: string }[];
  lastResult: SubmissionResult<string[]> | null;
  saved: boolean;
}

/** The site's settings in one plain form: it posts and shows its errors with or without JavaScript. */
export function SiteSettingsForm(props: SiteSettingsFormProps) {
  const { values, templates } = props;
  const schema = siteSettingsFormSchema(templates.map((t) => t.id));
  const [form, fields] = useForm({
    id: "site-settings",
    lastResult: props.lastResult,
    defaultValue: { ...values, maxUploadMb: String(values.maxUploadMb) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...VALIDATION_TIMING,
  });
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === SETTINGS_INTENT.save;
  return (
    <Card>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={SETTINGS_INTENT.save} />
        <BlockStack gap="400">
          <Text as="h3" variant="headingMd">
            Site settings
          </Text>
          {props.saved ? (
            <Banner tone="success">
              <p role="status">Settings saved.</p>
            </Banner>
          ) : null}
          {form.errors ? (
            <Banner tone="critical">
              <p id={form.errorId}>{form.errors.join(" ")}</p>
            </Banner>
          ) : null}
          <ConformTextField
            meta={asText(fields.siteName)}
            label="Site name"
            placeholder={props.defaultSiteName}
            helpText={`Shown in the navigation bar, page titles and footers. Empty: ${props.defaultSiteName} (the server's SITE_NAME).`}
          />
          <ConformTextField
            meta={asText(fields.siteDescription)}
            label="Site description"
            multiline
            helpText="Describes the site on the home page and to search engines. Empty: the pages' own wording."
          />
          <SettingsSelect
            meta={fields.registration}
            label="Registration"
            options={REGISTRATION_OPTIONS}
            help="By invitation: create single-use links below and send them to the people you invite."
          />
          <SettingsSelect
            meta={fields.defaultTemplate}
            label="Default template for new accounts"
            options={templates.map((t) => ({ value: t.id, label: t.name }))}
          />
          <ConformTextField
            meta={asText(fields.maxUploadMb)}
            label="Maximum upload size (MB)"
            helpText={`Per photo, for every way of uploading. 25 by default, at most ${MAX_UPLOAD_MB_CEILING}.`}
          />
          <SettingsSelect
            meta={fields.aiTrainingDefault}
            label="Default AI-training choice for photographers"
            options={AI_TRAINING_OPTIONS}
            help="New accounts start with this choice, and accounts that never chose follow it; each photographer can change theirs in Account → Settings."
          />
          <InlineStack align="end">
            <Button submit variant="primary" loading={saving}>
              Save settings
            </Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}
