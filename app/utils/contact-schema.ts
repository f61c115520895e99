import { z } from "zod";
import { contactSchema as contactFormSchema } from "./contact-form-schema";

/**
 * The contact call (docs/product.md#validation-rules, docs/product.md#api-calls): the templates'
 * form schema, plus the portfolio the message was sent from (its owner's id) when it was not the
 * home page.
 */
export const contactSchema = contactFormSchema.extend({
  portfolioUserId: z.string().trim().max(64).optional(),
});

export type ContactInput = z.output<typeof contactSchema>;
