import { Badge, BlockStack, Card, DataTable, Text } from "@shopify/polaris";
import type { AdminUserRow } from "~/services/admin/users.server";
import { RoleForm } from "./role-form";

// The same text on the server and in the browser, whatever their locales (no hydration mismatch).
const joined = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

function NameCell({ user }: { user: AdminUserRow }) {
  return (
    <BlockStack gap="050">
      <Text as="span" fontWeight="semibold">
        {user.name}
      </Text>
      {user.onboarded ? null : (
        <Text as="span" tone="subdued" variant="bodySm">
          Profile not completed
        </Text>
      )}
    </BlockStack>
  );
}

/** Spec §2 'Users': name or email, role badge, joined, photo count, Make Admin / Make User. */
export function UsersTab({
  users,
  lastAdminMessage,
}: {
  users: AdminUserRow[];
  lastAdminMessage: string;
}) {
  const admins = users.filter((u) => u.role === "admin").length;
  const rows = users.map((user) => {
    const lastAdmin = user.role === "admin" && admins <= 1;
    return [
      <NameCell key="name" user={user} />,
      user.role === "admin" ? (
        <Badge key="role" tone="info">
          Admin
        </Badge>
      ) : (
        <Badge key="role">User</Badge>
      ),
      joined.format(new Date(user.joinedAt)),
      user.photoCount,
      <BlockStack key="action" gap="100" inlineAlign="start">
        <RoleForm user={user} lastAdmin={lastAdmin} />
        {lastAdmin ? (
          <Text as="span" tone="subdued" variant="bodySm">
            {lastAdminMessage}
          </Text>
        ) : null}
      </BlockStack>,
    ];
  });
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Users
      </Text>
      <Text as="p" tone="subdued">
        {users.length} {users.length === 1 ? "account" : "accounts"}, {admins}{" "}
        {admins === 1 ? "administrator" : "administrators"}.
      </Text>
      <Card padding="0">
        <DataTable
          columnContentTypes={["text", "text", "text", "numeric", "text"]}
          headings={["Name", "Role", "Joined", "Photos", "Actions"]}
          rows={rows}
        />
      </Card>
    </BlockStack>
  );
}
