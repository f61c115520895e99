/**
 * A photographer's watermark (Account → Settings → Watermark; docs/decisions/0065-watermarks.md):
 * set once, burnt into the previews of share links that ask for it and, when turned on, into the
 * public portfolio's images. Shared by the server and the form, so it holds no server code.
 */

export const WATERMARK_KINDS = ["text", "logo"] as const;
export type WatermarkKind = (typeof WATERMARK_KINDS)[number];

/** The nine places on the image, and the mark repeated over the whole of it. */
export const WATERMARK_POSITIONS = [
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
  "tiled",
] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export const POSITION_LABELS: Record<WatermarkPosition, string> = {
  "top-left": "Top left",
  top: "Top centre",
  "top-right": "Top right",
  left: "Middle left",
  center: "Centre",
  right: "Middle right",
  "bottom-left": "Bottom left",
  bottom: "Bottom centre",
  "bottom-right": "Bottom right",
  tiled: "Repeated over the whole image",
};

/** The mark's width as a percentage of the image's width. */
export const SIZE_MIN = 5;
export const SIZE_MAX = 80;
/** 0.1 (faint) to 1 (solid). */
export const OPACITY_MIN = 0.1;
export const OPACITY_MAX = 1;
export const TEXT_MAX_LENGTH = 60;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export interface WatermarkSettings {
  kind: WatermarkKind;
  /** The text burnt in (kind "text"). */
  text?: string;
  /** The store key of the uploaded logo (kind "logo"), content-addressed. */
  logoKey?: string;
  position: WatermarkPosition;
  /** Percentage of the image's width, SIZE_MIN–SIZE_MAX. */
  size: number;
  /** OPACITY_MIN–OPACITY_MAX. */
  opacity: number;
  /** Also on the public portfolio's images. */
  onPortfolio: boolean;
}

/** What a new form starts with: nothing is saved until the photographer saves. */
export const WATERMARK_FORM_DEFAULTS = {
  kind: "text",
  text: "",
  position: "bottom-right",
  size: 25,
  opacity: 0.6,
  onPortfolio: false,
} as const satisfies Omit<WatermarkSettings, "logoKey">;

export const WATERMARK_MESSAGES = {
  kind: "Choose text or a logo.",
  textEmpty: "Enter the watermark's text, such as © Your Name.",
  textTooLong: `The watermark's text can be at most ${TEXT_MAX_LENGTH} characters.`,
  textInvisible: "The watermark's text cannot hold control characters.",
  position: "Choose where the watermark goes.",
  size: `The size must be a whole number from ${SIZE_MIN} to ${SIZE_MAX} (% of the image's width).`,
  opacity: `The opacity must be a number from ${OPACITY_MIN} to ${OPACITY_MAX}.`,
  logoMissing: "Upload a logo (PNG, JPEG or WebP).",
  logoType: "The logo must be a PNG, JPEG or WebP image.",
  logoTooLarge: `The logo can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  logoUnreadable: "That file could not be read as an image. Try another PNG, JPEG or WebP.",
  logoTooSmall: "The logo must be at least 16 pixels wide and high.",
} as const;

/** Where the section posts: the Account page's action, which hands it to the watermark's own. */
export const WATERMARK_FORM = "watermark";
export const WATERMARK_ACTION_URL = `/account?tab=settings&form=${WATERMARK_FORM}`;

export type WatermarkField = "kind" | "text" | "position" | "size" | "opacity" | "logo";
export type WatermarkErrors = Partial<Record<WatermarkField, string>>;

export interface WatermarkActionResult {
  form: typeof WATERMARK_FORM;
  ok: boolean;
  errors?: WatermarkErrors;
  /** A refused form's text fields, so the form shows what was entered (without JavaScript too). */
  values?: Record<string, string>;
  message: string;
}

/** The settings as entered, before the logo (if any) is checked and stored. */
export interface WatermarkInput {
  kind: WatermarkKind;
  text?: string;
  position: WatermarkPosition;
  size: number;
  opacity: number;
  onPortfolio: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

// Control characters would be dropped or drawn as boxes: refused rather than altered.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * The form's fields checked; each wrong one gets its message and nothing is saved. A number is
 * taken only when the whole field is one (no "25abc").
 */
export function checkWatermarkInput(
  fields: Record<string, unknown>,
): { ok: true; value: WatermarkInput } | { ok: false; errors: WatermarkErrors } {
  const errors: WatermarkErrors = {};
  const { kind, position } = fields;
  if (!oneOf(WATERMARK_KINDS, kind)) errors.kind = WATERMARK_MESSAGES.kind;
  if (!oneOf(WATERMARK_POSITIONS, position)) errors.position = WATERMARK_MESSAGES.position;
  const text = typeof fields.text === "string" ? fields.text.trim() : "";
  if (kind === "text") {
    if (!text) errors.text = WATERMARK_MESSAGES.textEmpty;
    else if ([...text].length > TEXT_MAX_LENGTH) errors.text = WATERMARK_MESSAGES.textTooLong;
    else if (CONTROL.test(text)) errors.text = WATERMARK_MESSAGES.textInvisible;
  }
  const size = numberOf(fields.size);
  if (size === null || !Number.isInteger(size) || size < SIZE_MIN || size > SIZE_MAX) {
    errors.size = WATERMARK_MESSAGES.size;
  }
  const opacity = numberOf(fields.opacity);
  if (opacity === null || opacity < OPACITY_MIN || opacity > OPACITY_MAX) {
    errors.opacity = WATERMARK_MESSAGES.opacity;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const onPortfolio = fields.onPortfolio === true || fields.onPortfolio === "on";
  return {
    ok: true,
    value: {
      kind: kind as WatermarkKind,
      ...(kind === "text" ? { text } : {}),
      position: position as WatermarkPosition,
      size: size!,
      // Two decimals are all a slider gives; more would only make equal settings hash apart.
      opacity: Math.round(opacity! * 100) / 100,
      onPortfolio,
    },
  };
}

function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}
