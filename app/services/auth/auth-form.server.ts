import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { isSpam } from "~/services/honeypot.server";
import { getCurrentUser } from "./guards.server";
import { landingPathFor } from "./sign-in.server";

/** Errors a refused post shows: on the form, or on its fields (conform's reply). */
interface Refusal {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/** A wait named to the browser, or no header. */
const retryAfter = (seconds?: number): Record<string, string> =>
  seconds === undefined ? {} : { "Retry-After": String(seconds) };

/** A signed-in visitor has no use for the sign-in and sign-up pages: sent where they land. */
export async function sendSignedInAway(request: Request): Promise<void> {
  const user = await getCurrentUser(request);
  if (user) throw redirect(landingPathFor(user));
}

/**
 * The sign-in and sign-up forms' post read with their schema: invalid fields or a filled honeypot
 * (docs/decisions/0041-honeypot-secret.md) come back `refused` with 400; otherwise the values, and
 * `refuse` for a later refusal (a wait as Retry-After). `hideFields` (the passwords) are never sent
 * back to the page.
 */
export function readAuthForm<S extends z.ZodTypeAny>(
  formData: FormData,
  schema: S,
  hideFields: string[],
) {
  const submission = parseWithZod(formData, { schema });
  const refuse = (status: number, errors: Refusal = {}, retryAfterSeconds?: number) =>
    data(submission.reply({ ...errors, hideFields }), {
      status,
      headers: retryAfter(retryAfterSeconds),
    });
  if (submission.status !== "success") return { refused: refuse(400) };
  if (isSpam(formData)) return { refused: refuse(400, { formErrors: ["Bot detection failed"] }) };
  return { value: submission.value as z.output<S>, refuse };
}

/** A post refused before its body is read: the form-level error in conform's shape. */
export function refusedUnread(message: string, status: number, retryAfterSeconds: number) {
  const reply: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return data(reply, { status, headers: retryAfter(retryAfterSeconds) });
}
