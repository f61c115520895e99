import { z } from "zod";
import { contactSchema as contactFormSchema } from "~/template-sdk/contact-schema";

/**
 * The contact call (spec §5, §7): the templates' form schema, plus the portfolio the message was
 * sent from (its owner's id) when it was not the home page.
 */
export const contactSchema = contactFormSchema.extend({
  portfolioUserId: z.string().trim().max(64).optional(),
});

export type ContactInput = z.output<typeof contactSchema>;
