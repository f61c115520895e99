import { Link } from "@remix-run/react";
import { Badge, BlockStack, Card, DataTable, InlineStack, Text } from "@shopify/polaris";
import type { AdminUserRow } from "~/services/admin/users.server";
import { DeleteUserStep } from "./delete-user-step";
import { RoleForm } from "./role-form";
import { StatusForm } from "./status-form";
import { deleteStepHref } from "./user-links";

// The same text on the server and in the browser, whatever their locales (no hydration mismatch).
const joined = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

function NameCell({ user }: { user: AdminUserRow }) {
  return (
    <BlockStack gap="050">
      <InlineStack gap="100" blockAlign="center">
        <Text as="span" fontWeight="semibold">
          {user.name}
        </Text>
        {user.status === "suspended" ? <Badge tone="critical">Suspended</Badge> : null}
      </InlineStack>
      {user.onboarded ? null : (
        <Text as="span" tone="subdued" variant="bodySm">
          Profile not completed
        </Text>
      )}
    </BlockStack>
  );
}

/**
 * docs/product.md#admin-dashboard 'Users': name or email, role badge, joined, photo count, Make
 * Admin / Make User; and Suspend / Reinstate and Delete
 * (docs/decisions/0043-suspending-and-deleting-accounts.md).
 */
export function UsersTab({
  users,
  lastAdminMessage,
}: {
  users: AdminUserRow[];
  lastAdminMessage: string;
}) {
  const admins = users.filter((u) => u.role === "admin").length;
  // The last-admin rule keeps one admin who can sign in: a suspended one does not count.
  const activeAdmins = users.filter((u) => u.role === "admin" && u.status === "active").length;
  const rows = users.map((user) => {
    const lastAdmin = user.role === "admin" && user.status === "active" && activeAdmins <= 1;
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
        <InlineStack gap="200" wrap={false}>
          <RoleForm user={user} lastAdmin={lastAdmin} />
          <StatusForm user={user} lastAdmin={lastAdmin} />
          {lastAdmin ? null : (
            // Remix's own link: the app's Polaris link component passes no accessible name on.
            <Link
              to={deleteStepHref(user.id)}
              preventScrollReset
              aria-label={`Delete: ${user.name}`}
              className="users-delete-link"
            >
              Delete
            </Link>
          )}
        </InlineStack>
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
      <DeleteUserStep users={users} />
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
