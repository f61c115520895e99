import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";

interface FieldProps {
  label: string;
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  hint?: string;
  multiline?: boolean;
}

/** A labelled input whose server-rendered errors work without JavaScript (conform ids). */
export function FormField({
  label,
  field,
  type = "text",
  autoComplete,
  hint,
  multiline,
}: FieldProps) {
  const errors = field.errors;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {multiline ? (
        <textarea {...getTextareaProps(field)} rows={4} />
      ) : (
        <input {...getInputProps(field, { type })} autoComplete={autoComplete} />
      )}
      {hint ? <p className="field__hint">{hint}</p> : null}
      {errors?.length ? (
        <p className="field__error" id={field.errorId} role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** Form-level errors (conform's form.errors). */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div className="form-errors" id={id} role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
