import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import type { AdminUserRow } from "~/services/admin/users.server";
import { DELETE_USER_INTENT, USERS_TAB } from "./user-links";

export const deleteQuestion = (user: AdminUserRow) =>
  `Delete ${user.confirmName} and ${user.photoCount === 1 ? "their 1 photo" : `their ${user.photoCount} photos`}?`;

/**
 * The deletion's confirmation: it names the account and its photos, and the admin types the
 * username (the email before onboarding) — a real POST, with or without JavaScript.
 */
export function DeleteUserConfirm({ user }: { user: AdminUserRow }) {
  const navigation = useNavigation();
  const [typed, setTyped] = useState("");
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === DELETE_USER_INTENT;
  return (
    <Form method="post" action={USERS_TAB} preventScrollReset>
      <input type="hidden" name="intent" value={DELETE_USER_INTENT} />
      <input type="hidden" name="userId" value={user.id} />
      <BlockStack gap="300">
        <Text as="p">
          {`${deleteQuestion(user)} The account, its photos and their files, its avatar, messages and sessions are deleted for good. This cannot be undone.`}
        </Text>
        <TextField
          label={`Type ${user.confirmName} to confirm`}
          name="confirmName"
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          spellCheck={false}
        />
        <InlineStack gap="300" blockAlign="center">
          <Button submit variant="primary" tone="critical" loading={busy}>
            Delete account
          </Button>
          <Button url={USERS_TAB}>Cancel</Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
