import { Form, useNavigation } from "@remix-run/react";
import { Button } from "@shopify/polaris";
import type { AdminUserRow } from "~/services/admin/users.server";

export const SET_ROLE_INTENT = "set-role";

/**
 * Make Admin / Make User (docs/product.md#admin-dashboard): a one-button form, so it works without
 * JavaScript.
 */
export function RoleForm({ user, lastAdmin }: { user: AdminUserRow; lastAdmin: boolean }) {
  const navigation = useNavigation();
  const role = user.role === "admin" ? "user" : "admin";
  const label = role === "admin" ? "Make Admin" : "Make User";
  const pending = navigation.state !== "idle" && navigation.formData?.get("userId") === user.id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={SET_ROLE_INTENT} />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="role" value={role} />
      <Button
        submit
        size="slim"
        variant={role === "admin" ? "primary" : "secondary"}
        disabled={lastAdmin}
        loading={pending}
        accessibilityLabel={`${label}: ${user.name}`}
      >
        {label}
      </Button>
    </Form>
  );
}
