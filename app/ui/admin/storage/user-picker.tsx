import { Form } from "@remix-run/react";
import { Badge, BlockStack, Button, Card, Text } from "@shopify/polaris";
import type { StorageUser } from "~/services/admin/storage/index.server";

/**
 * docs/product.md#admin-dashboard: choose a user from a list (name or email plus a role badge). A
 * GET form of radio buttons, so `?user={id}` is reached with or without JavaScript and can be
 * bookmarked.
 */
export function UserPicker({ users, selected }: { users: StorageUser[]; selected: string | null }) {
  return (
    <Card>
      <Form method="get">
        <BlockStack gap="300">
          <fieldset className="storage-user-picker">
            <legend>
              <Text as="span" variant="headingMd">
                Choose a user
              </Text>
            </legend>
            {users.map((user) => (
              <label key={user.id}>
                <input
                  type="radio"
                  name="user"
                  value={user.id}
                  defaultChecked={user.id === selected}
                  required
                />
                <span>{user.name}</span>
                {user.role === "admin" ? <Badge tone="info">Admin</Badge> : <Badge>User</Badge>}
              </label>
            ))}
          </fieldset>
          <div>
            <Button submit>Browse folder</Button>
          </div>
        </BlockStack>
      </Form>
    </Card>
  );
}
