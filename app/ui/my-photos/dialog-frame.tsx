import { useNavigate } from "@remix-run/react";
import { BlockStack, Card, InlineStack, Modal, Text } from "@shopify/polaris";
import { useId, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { LinkButton } from "./link-button";
import { useDialogLinks } from "./use-dialog-links";

interface DialogFrameProps {
  open: boolean;
  title: string;
  children: ReactNode;
  size?: "small" | "large";
}

/**
 * A Polaris modal with JavaScript. Without it (and in the server's HTML) the same content is a
 * section at the top of the page, rendered only while its address parameter is present.
 */
export function DialogFrame({ open, title, children, size }: DialogFrameProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { close } = useDialogLinks();
  const headingId = useId();
  if (hydrated) {
    return (
      <Modal
        open={open}
        title={title}
        size={size}
        onClose={() => navigate(close, { replace: true, preventScrollReset: true })}
      >
        <Modal.Section>{open ? children : null}</Modal.Section>
      </Modal>
    );
  }
  if (!open) return null;
  return (
    <section aria-labelledby={headingId} className="mp-dialog-section">
      <Card>
        <BlockStack gap="400">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h2" variant="headingLg" id={headingId}>
              {title}
            </Text>
            <LinkButton to={close} variant="tertiary" replace>
              Close
            </LinkButton>
          </InlineStack>
          {children}
        </BlockStack>
      </Card>
    </section>
  );
}
