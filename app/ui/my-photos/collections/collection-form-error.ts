import type { CollectionFormFailure } from "~/utils/collection-forms";

/**
 * A refused form's message for one field, or for the whole form (`field` undefined): only the
 * form it came from shows it.
 */
export function formError(
  failure: CollectionFormFailure | undefined,
  form: string,
  field?: string,
): string | undefined {
  if (!failure || failure.form !== form) return undefined;
  if (field === undefined) return failure.field ? undefined : failure.message;
  return failure.field === field ? failure.message : undefined;
}
