import { useInputControl, type FieldMetadata } from "@conform-to/react";

/**
 * A plain <select>, styled in account.css. Polaris' Select paints the chosen label over a hidden
 * native select and repaints it only with JavaScript; without it the label would lie.
 */
export function NativeSelect({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: { value: string; label: string }[];
}) {
  const control = useInputControl(meta);
  return (
    <div className="account-select">
      <label htmlFor={meta.id}>{label}</label>
      <select
        id={meta.id}
        name={meta.name}
        value={control.value ?? ""}
        onChange={(event) => control.change(event.target.value)}
        onBlur={control.blur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
