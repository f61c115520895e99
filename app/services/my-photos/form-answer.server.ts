import { data } from "@remix-run/node";
import { redirectWithToast } from "~/services/toast.server";
import type { FormOutcome } from "./collection-forms.server";

/**
 * A collection form's answer, with or without JavaScript alike: success goes back to `to` with its
 * toast (docs/decisions/0013-outcomes-as-toasts.md); a refusal re-renders the page with the
 * message in the form, at the refusal's status.
 */
export function answerForm(request: Request, outcome: FormOutcome, to: string) {
  if (outcome.ok) return redirectWithToast(request, to, outcome.toast);
  return data(outcome, { status: outcome.status });
}
