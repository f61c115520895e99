import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { BlockStack, Button, Card, Text } from "@shopify/polaris";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { AccountActionResult } from "~/services/account/account-view";
import { changePasswordSchema, INTENT } from "~/utils/account-schemas";
import { ConformTextField } from "./conform-text-field";
import { accountAction, IntentInput } from "./use-account-action";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";

/**
 * A page-level Form, not a fetcher: success is a redirect that also rotates the session cookie,
 * and the page should land fresh on it.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const actionData = useActionData<AccountActionResult>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: actionData?.intent === INTENT.changePassword ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    ...VALIDATION_TIMING,
  });
  const busy = navigation.formData?.get("intent") === INTENT.changePassword;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Change Password
        </Text>
        {hasPassword ? (
          <Form method="post" action={accountAction("settings")} {...getFormProps(form)}>
            <IntentInput intent={INTENT.changePassword} />
            <BlockStack gap="300">
              <ConformTextField
                meta={fields.currentPassword}
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <ConformTextField
                meta={fields.newPassword}
                label="New password"
                type="password"
                autoComplete="new-password"
                helpText="At least 8 characters."
              />
              <ConformTextField
                meta={fields.confirmPassword}
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
              />
              <div>
                <Button submit variant="primary" loading={busy}>
                  Change Password
                </Button>
              </div>
            </BlockStack>
          </Form>
        ) : (
          <Text as="p" tone="subdued">
            You sign in with single sign-on, so this account has no password to change.
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}
