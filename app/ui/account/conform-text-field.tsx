import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { TextField } from "@shopify/polaris";
import type { ReactNode } from "react";

interface ConformTextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "password" | "url";
  autoComplete?: string;
  multiline?: boolean;
  helpText?: ReactNode;
  placeholder?: string;
}

/**
 * A Polaris text field driven by conform. Its `name` makes it a plain form input without
 * JavaScript; with JavaScript conform holds the value, so Cancel (a reset) restores it.
 */
export function ConformTextField({
  meta,
  label,
  type = "text",
  autoComplete = "off",
  multiline,
  helpText,
  placeholder,
}: ConformTextFieldProps) {
  const control = useInputControl(meta);
  return (
    <TextField
      label={label}
      id={meta.id}
      name={meta.name}
      type={type}
      value={control.value ?? ""}
      onChange={(value) => control.change(value)}
      onBlur={control.blur}
      error={meta.errors?.join(" ")}
      autoComplete={autoComplete}
      multiline={multiline ? 4 : undefined}
      helpText={helpText}
      placeholder={placeholder}
    />
  );
}
