// The barrel, as public pages import the SDK: it stays one file in the browser (ADR 30).
import { TEXTS } from "~/template-sdk";
import { toast } from "./toast-store";

const CONTACT_SUCCESS = { title: TEXTS.messageSentTitle, description: TEXTS.messageSent };

const FIELDS = ["name", "email", "subject", "message", "honeypot"] as const;

/**
 * Sends the contact form to POST /api/contact (docs/product.md#api-calls): 'Message Sent!' and an
 * emptied form, or an error for the caller (use-contact-submit.ts) to toast. Loaded with the first
 * message sent.
 */
export async function sendContact(form: HTMLFormElement, portfolioUserId: string | null) {
  const data = new FormData(form);
  const body: Record<string, string> = {};
  for (const field of FIELDS) body[field] = String(data.get(field) ?? "");
  if (portfolioUserId) body.portfolioUserId = portfolioUserId;
  const response = await fetch("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP error: ${response.status} ${response.statusText}`);
  toast(CONTACT_SUCCESS);
  form.reset();
}
