import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { clientAddress } from "~/server/client-address.server";
import { ContactRateLimited, submitContactMessage } from "~/services/contact.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";
import { contactSchema } from "~/utils/contact-schema";

/**
 * POST /api/contact (docs/product.md#api-calls): anyone may write; the honeypot must stay empty.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const input = await readJsonBody(request, contactSchema);
  try {
    const stored = await submitContactMessage(input, clientAddress(context));
    return json({ success: true, id: stored.id }, { status: 201 });
  } catch (error) {
    if (error instanceof ContactRateLimited) return apiError(429, error.message);
    throw error;
  }
}
