import { useState } from "react";
import { TEXTS } from "~/template-sdk/constants";
import { toast } from "./toast-store";

// Not from ~/utils/contact-schema: that module brings zod into every public page's JavaScript.
const CONTACT_SUCCESS = { title: TEXTS.messageSentTitle, description: TEXTS.messageSent };
const CONTACT_FAILURE = { title: TEXTS.messageFailedTitle, description: TEXTS.messageFailed };

const FIELDS = ["name", "email", "subject", "message", "honeypot"] as const;

/**
 * With JavaScript the contact form is sent to POST /api/contact (spec §7) and its outcome is a
 * toast (spec §8): 'Message Sent!' and an emptied form, or 'Error' whatever went wrong — a
 * refusal, a server error or no connection at all. Without JavaScript the form posts to the
 * page's action and the page shows the outcome instead.
 */
export function useContactSubmit(portfolioUserId: string | null) {
  const [sending, setSending] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const body: Record<string, string> = {};
    for (const field of FIELDS) body[field] = String(data.get(field) ?? "");
    if (portfolioUserId) body.portfolioUserId = portfolioUserId;
    setSending(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`HTTP error: ${response.status} ${response.statusText}`);
      toast(CONTACT_SUCCESS);
      form.reset();
    } catch (error) {
      console.error("contact message failed", error);
      toast({ ...CONTACT_FAILURE, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };
  return { sending, submit };
}
