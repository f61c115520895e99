import {
  OPACITY_MAX,
  OPACITY_MIN,
  POSITION_LABELS,
  SIZE_MAX,
  SIZE_MIN,
  TEXT_MAX_LENGTH,
  WATERMARK_POSITIONS,
  type WatermarkErrors,
  type WatermarkField,
} from "~/services/watermarks/watermark-settings";

/**
 * The Watermark section's native controls (they work before and without JavaScript), each with
 * its label and the message of a refused save under it.
 */

export type WatermarkValues = Record<string, string>;

function FieldError({
  id,
  errors,
  field,
}: {
  id: string;
  errors?: WatermarkErrors;
  field: WatermarkField;
}) {
  const message = errors?.[field];
  return message ? (
    <p className="account-error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

const described = (id: string, errors: WatermarkErrors | undefined, field: WatermarkField) =>
  errors?.[field] ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

export function KindChoice({
  values,
  errors,
}: {
  values: WatermarkValues;
  errors?: WatermarkErrors;
}) {
  return (
    <fieldset className="account-fieldset">
      <legend>Watermark</legend>
      <div className="account-watermark__kinds">
        {(["text", "logo"] as const).map((kind) => (
          <label key={kind} className="account-watermark__kind">
            <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} />
            {kind === "text" ? "Text" : "Logo"}
          </label>
        ))}
      </div>
      <FieldError id="watermark-kind" errors={errors} field="kind" />
    </fieldset>
  );
}

export function TextInput({
  values,
  errors,
}: {
  values: WatermarkValues;
  errors?: WatermarkErrors;
}) {
  return (
    <div className="account-watermark__field">
      <label htmlFor="watermark-text">Text (with the Text choice)</label>
      <input
        id="watermark-text"
        name="text"
        type="text"
        maxLength={TEXT_MAX_LENGTH}
        placeholder="© Your Name"
        defaultValue={values.text ?? ""}
        {...described("watermark-text", errors, "text")}
      />
      <FieldError id="watermark-text" errors={errors} field="text" />
    </div>
  );
}

export function LogoInput({ hasLogo, errors }: { hasLogo: boolean; errors?: WatermarkErrors }) {
  return (
    <div className="account-watermark__field">
      <label htmlFor="watermark-logo">Logo (with the Logo choice)</label>
      <input
        id="watermark-logo"
        name="logo"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby="watermark-logo-help"
        {...described("watermark-logo", errors, "logo")}
      />
      <p id="watermark-logo-help" className="account-watermark__help">
        PNG, JPEG or WebP, up to 2 MB; a PNG with a transparent background looks best.
        {hasLogo ? " Your current logo is kept unless you choose another." : ""}
      </p>
      <FieldError id="watermark-logo" errors={errors} field="logo" />
    </div>
  );
}

export function PositionSelect({
  values,
  errors,
}: {
  values: WatermarkValues;
  errors?: WatermarkErrors;
}) {
  return (
    <div className="account-select">
      <label htmlFor="watermark-position">Position</label>
      <select
        id="watermark-position"
        name="position"
        defaultValue={values.position}
        {...described("watermark-position", errors, "position")}
      >
        {WATERMARK_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {POSITION_LABELS[position]}
          </option>
        ))}
      </select>
      <FieldError id="watermark-position" errors={errors} field="position" />
    </div>
  );
}

function NumberField(props: {
  field: "size" | "opacity";
  label: string;
  min: number;
  max: number;
  step: number;
  values: WatermarkValues;
  errors?: WatermarkErrors;
}) {
  const id = `watermark-${props.field}`;
  return (
    <div className="account-watermark__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.field}
        type="number"
        inputMode={props.step < 1 ? "decimal" : "numeric"}
        min={props.min}
        max={props.max}
        step={props.step}
        defaultValue={props.values[props.field]}
        {...described(id, props.errors, props.field)}
      />
      <FieldError id={id} errors={props.errors} field={props.field} />
    </div>
  );
}

export function NumberInputs({
  values,
  errors,
}: {
  values: WatermarkValues;
  errors?: WatermarkErrors;
}) {
  const given = { values, errors };
  return (
    <div className="account-watermark__numbers">
      <NumberField
        field="size"
        label="Size (% of the image's width)"
        min={SIZE_MIN}
        max={SIZE_MAX}
        step={1}
        {...given}
      />
      <NumberField
        field="opacity"
        label="Opacity (0.1 faint to 1 solid)"
        min={OPACITY_MIN}
        max={OPACITY_MAX}
        step={0.05}
        {...given}
      />
    </div>
  );
}

/** "Also on my public portfolio": off unless the photographer turns it on (ADR 65). */
export function PortfolioToggle({ values }: { values: WatermarkValues }) {
  return (
    <div className="account-watermark__field">
      <label className="account-watermark__kind">
        <input
          type="checkbox"
          name="onPortfolio"
          defaultChecked={values.onPortfolio === "on"}
          aria-describedby="watermark-portfolio-help"
        />
        Also on my public portfolio
      </label>
      <p id="watermark-portfolio-help" className="account-watermark__help">
        Every public image of yours then carries it: portfolio, photo and collection pages, the home
        gallery and link previews. Downloads of originals never do.
      </p>
    </div>
  );
}
