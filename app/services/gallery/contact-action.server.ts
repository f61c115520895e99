import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { contactSchema } from "~/utils/contact-schema";
import { ContactRateLimited, submitContactMessage } from "../contact.server";
import { logger } from "~/server/log/logger.server";

/**
 * The contact form's POST on the home and portfolio pages (works without JavaScript): the reply
 * carries conform's result for field errors and a status the template shows.
 */
export async function handleContactPost(
  request: Request,
  clientAddress: string,
  portfolioUserId?: string,
) {
  const formData = await request.formData();
  if (portfolioUserId) formData.set("portfolioUserId", portfolioUserId);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), status: "idle" as const }, { status: 400 });
  }
  try {
    await submitContactMessage(submission.value, clientAddress);
    return { lastResult: submission.reply({ resetForm: true }), status: "sent" as const };
  } catch (error) {
    const message = error instanceof ContactRateLimited ? error.message : null;
    if (!message) logger.error({ err: error }, "Contact message failed");
    return data(
      {
        lastResult: submission.reply(message ? { formErrors: [message] } : undefined),
        status: "error" as const,
      },
      { status: message ? 429 : 500 },
    );
  }
}
