import { useNavigation } from "@remix-run/react";

/** A form's submit button that says what is happening while the page's form is in flight. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button className="button" type="submit" disabled={submitting}>
      {submitting ? pendingLabel : label}
    </button>
  );
}
