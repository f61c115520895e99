import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { BlockStack, Button, Card, Text } from "@shopify/polaris";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { AccountActionResult } from "~/services/account/account-view";
import { deleteAccountSchema, INTENT } from "~/utils/account-schemas";
import { ConformTextField } from "./conform-text-field";
import { accountAction, IntentInput } from "./use-account-action";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";

/**
 * Delete Account asks for the username as confirmation. The form sits in a <details>, so the
 * button opens it without JavaScript; it stays open when the server sends an error back.
 */
export function DeleteAccountForm({ username }: { username: string }) {
  const actionData = useActionData<AccountActionResult>();
  const navigation = useNavigation();
  const lastResult = actionData?.intent === INTENT.deleteAccount ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
    ...VALIDATION_TIMING,
  });
  const busy = navigation.formData?.get("intent") === INTENT.deleteAccount;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Delete Account
        </Text>
        <Text as="p" tone="subdued">
          Deleting your account removes your profile, your photos and every file stored for them.
          This cannot be undone.
        </Text>
        <details className="account-danger" open={Boolean(lastResult)}>
          <summary>Delete Account</summary>
          <Form method="post" action={accountAction("settings")} {...getFormProps(form)}>
            <IntentInput intent={INTENT.deleteAccount} />
            <BlockStack gap="300">
              <ConformTextField
                meta={fields.confirmUsername}
                label={`Type your username (${username}) to confirm`}
                autoComplete="off"
              />
              <div>
                <Button submit tone="critical" variant="primary" loading={busy}>
                  Permanently delete my account
                </Button>
              </div>
            </BlockStack>
          </Form>
        </details>
      </BlockStack>
    </Card>
  );
}
