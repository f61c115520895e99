import { useInputControl, type FieldMetadata } from "@conform-to/react";

/**
 * A plain <select> with a label and help text. Polaris' Select paints the chosen label over a
 * hidden native select and repaints it only with JavaScript; without it the label would lie.
 */
export function SettingsSelect({
  meta,
  label,
  options,
  help,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  help?: string;
}) {
  const control = useInputControl(meta);
  const helpId = `${meta.id}-help`;
  return (
    <div className="vf-settings-select">
      <label htmlFor={meta.id}>{label}</label>
      <select
        id={meta.id}
        name={meta.name}
        value={control.value ?? ""}
        onChange={(event) => control.change(event.target.value)}
        onBlur={control.blur}
        aria-describedby={help ? helpId : undefined}
        aria-invalid={meta.errors ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {help ? (
        <p id={helpId} className="vf-settings-select__help">
          {help}
        </p>
      ) : null}
      {meta.errors ? <p className="vf-settings-select__error">{meta.errors.join(" ")}</p> : null}
    </div>
  );
}
