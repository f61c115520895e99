import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { BlockStack, Button, Card, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import { accountProfileSchema, INTENT, PORTFOLIO_URL_TYPE_LABELS } from "~/utils/account-schemas";
import { fullNameSlug } from "~/utils/full-name-slug";
import { portfolioPath, PORTFOLIO_URL_TYPES } from "~/utils/portfolio-url";
import { ConformTextField } from "./conform-text-field";
import { NativeSelect } from "./native-select";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";

export interface ProfileFormValues {
  username: string;
  firstName: string;
  lastName: string;
  tagline: string;
  bio: string;
  portfolioUrlType: string;
  instagram: string;
  twitter: string;
  website: string;
}

const URL_TYPE_OPTIONS = PORTFOLIO_URL_TYPES.map((value) => ({
  value,
  label: PORTFOLIO_URL_TYPE_LABELS[value],
}));

/**
 * docs/product.md#account-page, docs/product.md#states-and-transitions Edit Profile: loads the
 * stored values; Cancel (a form reset) goes back to them.
 */
export function ProfileForm(props: {
  userId: string;
  defaults: ProfileFormValues;
  portfolioUrl: string;
}) {
  const { fetcher, result, busy } = useAccountAction(INTENT.updateProfile);
  const [form, fields] = useForm({
    id: "account-profile",
    lastResult: result?.result,
    defaultValue: props.defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountProfileSchema }),
    ...VALIDATION_TIMING,
  });
  // The preview follows the form as it is typed (with JavaScript), by the
  // docs/product.md#constants-and-limits rule; a full-name path another account holds shows here
  // but is saved as the username's.
  const typed = {
    id: props.userId,
    username: fields.username.value,
    firstName: fields.firstName.value,
    lastName: fields.lastName.value,
    portfolioUrlType: fields.portfolioUrlType.value,
  };
  const path = portfolioPath({ ...typed, fullNameKey: fullNameSlug(typed) });
  const preview = new URL(path, props.portfolioUrl).href;
  return (
    <Card>
      <fetcher.Form method="post" action={accountAction("profile")} {...getFormProps(form)}>
        <IntentInput intent={INTENT.updateProfile} />
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">
            Edit Profile
          </Text>
          <ConformTextField
            meta={fields.username}
            label="Username"
            autoComplete="username"
            helpText="Letters, numbers, hyphens and underscores."
          />
          <InlineGrid columns={{ xs: 1, sm: 2 }} gap="400">
            <ConformTextField
              meta={fields.firstName}
              label="First name"
              autoComplete="given-name"
            />
            <ConformTextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
          </InlineGrid>
          <ConformTextField
            meta={fields.tagline}
            label="Tagline"
            placeholder="CAPTURING MOMENTS IN TIME"
          />
          <ConformTextField meta={fields.bio} label="Bio" multiline />
          <NativeSelect
            meta={fields.portfolioUrlType}
            label="Portfolio URL style"
            options={URL_TYPE_OPTIONS}
          />
          <Text as="p" tone="subdued">
            Your portfolio URL: <span data-testid="portfolio-url-preview">{preview}</span>
          </Text>
          <InlineGrid columns={{ xs: 1, sm: 3 }} gap="400">
            <ConformTextField meta={fields.instagram} label="Instagram" placeholder="@handle" />
            <ConformTextField meta={fields.twitter} label="Twitter" placeholder="@handle" />
            <ConformTextField meta={fields.website} label="Website" placeholder="example.com" />
          </InlineGrid>
          <InlineStack gap="200" align="end">
            <button type="reset" className="account-reset">
              Cancel
            </button>
            <Button submit variant="primary" loading={busy}>
              Save Profile
            </Button>
          </InlineStack>
        </BlockStack>
      </fetcher.Form>
    </Card>
  );
}
