import { z } from "zod";

/** Every refusal of the API: a sentence a person can act on (docs/product.md#api-calls). */
export const apiErrorResponse = z.object({ message: z.string() });

/** What a DELETE answers when it is done. */
export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.input<typeof successResponse>;
