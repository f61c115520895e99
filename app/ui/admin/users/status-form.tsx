import { Form, useNavigation } from "@remix-run/react";
import { Button } from "@shopify/polaris";
import type { AdminUserRow } from "~/services/admin/users.server";
import { SET_STATUS_INTENT } from "./user-links";

/** Suspend / Reinstate: a one-button form, so it works without JavaScript. */
export function StatusForm({ user, lastAdmin }: { user: AdminUserRow; lastAdmin: boolean }) {
  const navigation = useNavigation();
  const suspended = user.status === "suspended";
  const label = suspended ? "Reinstate" : "Suspend";
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === SET_STATUS_INTENT &&
    navigation.formData.get("userId") === user.id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={SET_STATUS_INTENT} />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="status" value={suspended ? "active" : "suspended"} />
      <Button
        submit
        size="slim"
        tone={suspended ? undefined : "critical"}
        disabled={lastAdmin && !suspended}
        loading={pending}
        accessibilityLabel={`${label}: ${user.name}`}
      >
        {label}
      </Button>
    </Form>
  );
}
