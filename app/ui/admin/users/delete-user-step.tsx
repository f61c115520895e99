import { useNavigate, useSearchParams } from "@remix-run/react";
import { BlockStack, Card, Modal, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AdminUserRow } from "~/services/admin/users.server";
import { DeleteUserConfirm } from "./delete-user-confirm";
import { USERS_TAB } from "./user-links";

const TITLE = "Delete account";

/**
 * `?delete=` names the account being deleted: without JavaScript the confirmation shows above
 * the list, with it in a modal; closing it drops the parameter.
 */
export function DeleteUserStep({ users }: { users: AdminUserRow[] }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const deleting = users.find((u) => u.id === params.get("delete")) ?? null;
  if (hydrated) {
    return (
      <Modal
        open={deleting !== null}
        title={TITLE}
        onClose={() => navigate(USERS_TAB, { replace: true, preventScrollReset: true })}
      >
        <Modal.Section>{deleting ? <DeleteUserConfirm user={deleting} /> : null}</Modal.Section>
      </Modal>
    );
  }
  if (!deleting) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd">
          {TITLE}
        </Text>
        <DeleteUserConfirm user={deleting} />
      </BlockStack>
    </Card>
  );
}
