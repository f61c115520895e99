import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, Card, Text, TextField } from "@shopify/polaris";
import { useState } from "react";

/**
 * docs/product.md#admin-dashboard 'per-user audit by user id or username': a plain post, with or
 * without JavaScript.
 */
export function UserAuditForm({ value, error }: { value: string; error?: string }) {
  const [text, setText] = useState(value);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("userId");
  return (
    <Card>
      <Form method="post">
        <BlockStack gap="300">
          <Text as="h3" variant="headingMd">
            Audit one user
          </Text>
          <Text as="p" tone="subdued">
            Compares the user&apos;s photo records with the files in their folder photo/{"{userId}"}
            /.
          </Text>
          <TextField
            label="User ID or username"
            name="userId"
            value={text}
            onChange={setText}
            autoComplete="off"
            error={error}
          />
          <div>
            <Button submit variant="primary" loading={busy}>
              Run Audit
            </Button>
          </div>
        </BlockStack>
      </Form>
    </Card>
  );
}
