import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Modal, Text } from "@shopify/polaris";
import type { ContactMessageView } from "./contact-message-item";
import { TabLink } from "./tab-link";

export const DELETE_INTENT = "delete";

/** What the confirmation names; Account → Messages asks the same question. */
type MessageToDelete = Pick<ContactMessageView, "id" | "subject" | "name">;

interface DeleteProps {
  message: MessageToDelete;
  /** The tab's address without the confirmation (keeps the open mail). */
  backHref: string;
}

/** The confirmation form: a real POST, so it works the same with and without JavaScript. */
export function DeleteMessageForm({ message, backHref }: DeleteProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("messageId") === message.id;
  return (
    <Form method="post" action={backHref} preventScrollReset>
      <input type="hidden" name="intent" value={DELETE_INTENT} />
      <input type="hidden" name="messageId" value={message.id} />
      <BlockStack gap="300">
        <Text as="p">
          {`Delete the message "${message.subject}" from ${message.name}? This cannot be undone.`}
        </Text>
        <InlineStack gap="300" blockAlign="center">
          <Button submit variant="primary" tone="critical" loading={busy}>
            Delete
          </Button>
          <TabLink to={backHref}>Cancel</TabLink>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}

/** With JavaScript the same confirmation opens as a Polaris modal. */
export function DeleteMessageModal({
  message,
  backHref,
}: {
  message: MessageToDelete | null;
  backHref: string;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open={message !== null}
      title="Delete message"
      onClose={() => navigate(backHref, { replace: true, preventScrollReset: true })}
    >
      <Modal.Section>
        {message ? <DeleteMessageForm message={message} backHref={backHref} /> : null}
      </Modal.Section>
    </Modal>
  );
}
