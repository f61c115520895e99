import { useState } from "react";
import { TEXTS } from "~/template-sdk/constants";
import { toast } from "./toast-store";

// Not from ~/utils/contact-schema: that module brings zod into every public page's JavaScript.
const CONTACT_FAILURE = { title: TEXTS.messageFailedTitle, description: TEXTS.messageFailed };

/**
 * With JavaScript the contact form is sent to POST /api/contact (docs/product.md#api-calls) and its
 * outcome is a toast (docs/product.md#error-catalogue): 'Message Sent!' and an emptied form, or
 * 'Error' whatever went wrong — a refusal, a server error or no connection at all. Without
 * JavaScript the form posts to the page's action and the page shows the outcome instead. The
 * sending code (send-contact.ts) loads with the first message sent, not with every page.
 */
export function useContactSubmit(portfolioUserId: string | null) {
  const [sending, setSending] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    setSending(true);
    try {
      const { sendContact } = await import("./send-contact");
      await sendContact(form, portfolioUserId);
    } catch (error) {
      console.error("contact message failed", error);
      toast({ ...CONTACT_FAILURE, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };
  return { sending, submit };
}
