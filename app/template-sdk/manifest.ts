import { z } from "zod";
import { DEFAULT_COLOR_SCHEME, DEFAULT_TYPOGRAPHY } from "./constants";

/**
 * The `viewfinder` manifest in each `templates/<id>/package.json`
 * (docs/product.md#template-plugins, docs/product.md#entities Template). Client-safe: the registry
 * generator bundles this file to validate manifests at build time, and messages are phrased to
 * follow "<file>: viewfinder.<field> " (see formatManifestIssues).
 */

export const TEMPLATE_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
// A family name only: it is written into a CSS variable, so nothing that could end the value.
const FONT_FAMILY = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const KEY = /^[a-z][a-zA-Z0-9]*$/;

const text = (max: number) =>
  z
    .string({ required_error: "is required", invalid_type_error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

const colour = (fallback: string) => {
  const message = `must be a hex colour like ${fallback}`;
  return z.string({ invalid_type_error: message }).regex(HEX_COLOUR, message).default(fallback);
};

const weight = (fallback: number) => {
  const message = `must be a font weight from 100 to 900 in steps of 100, like ${fallback}`;
  return z
    .number({ invalid_type_error: message })
    .int(message)
    .min(100, message)
    .max(900, message)
    .multipleOf(100, message)
    .default(fallback);
};

const colorSchemeSchema = z
  .object(
    {
      primary: colour(DEFAULT_COLOR_SCHEME.primary),
      secondary: colour(DEFAULT_COLOR_SCHEME.secondary),
      accent: colour(DEFAULT_COLOR_SCHEME.accent),
      text: colour(DEFAULT_COLOR_SCHEME.text),
      textLight: colour(DEFAULT_COLOR_SCHEME.textLight),
      background: colour(DEFAULT_COLOR_SCHEME.background),
      cardBackground: colour(DEFAULT_COLOR_SCHEME.cardBackground),
      border: colour(DEFAULT_COLOR_SCHEME.border),
    },
    { invalid_type_error: "must be an object of hex colours" },
  )
  .strict()
  .default({});

/**
 * The palette a visitor's Dark theme switches to. Every colour is given: a dark palette pieced
 * together from light defaults would be unreadable. Templates whose colours are fixed leave it out.
 */
const darkColorSchemeSchema = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_COLOR_SCHEME).map((key) => {
        const message = "must be a hex colour like #121212";
        return [
          key,
          z
            .string({ required_error: "is required", invalid_type_error: message })
            .regex(HEX_COLOUR, message),
        ];
      }),
    ) as Record<keyof typeof DEFAULT_COLOR_SCHEME, z.ZodString>,
    { invalid_type_error: "must be an object of hex colours" },
  )
  .strict()
  .optional();

/** A section the page renders, by its element id: the portfolio's top bar links to it. */
const sectionSchema = z
  .object({
    id: z
      .string({ required_error: "is required", invalid_type_error: "must be a string" })
      .regex(TEMPLATE_ID_PATTERN, "must be the section element's kebab-case id, like gallery"),
    label: text(30),
  })
  .strict();

const typographySchema = z
  .object(
    {
      fontFamily: z
        .string({ invalid_type_error: "must be a font family name like Montserrat" })
        .regex(FONT_FAMILY, "must be a font family name like Montserrat")
        .default(DEFAULT_TYPOGRAPHY.fontFamily),
      headingWeight: weight(DEFAULT_TYPOGRAPHY.headingWeight),
      bodyWeight: weight(DEFAULT_TYPOGRAPHY.bodyWeight),
    },
    { invalid_type_error: "must be an object" },
  )
  .strict()
  .default({});

const optionId = z
  .string({ invalid_type_error: "must be a string" })
  .regex(TEMPLATE_ID_PATTERN, "must be a stable kebab-case id like show-captions");

/** A setting the photographer may change; option ids are stable values stored for a user. */
const settingSchema = z
  .discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("boolean"), label: text(80), default: z.boolean() }).strict(),
      z
        .object({
          type: z.literal("select"),
          label: text(80),
          options: z
            .array(z.object({ id: optionId, label: text(80) }).strict())
            .min(2, "must list at least two options"),
          default: optionId,
        })
        .strict(),
    ],
    { errorMap: () => ({ message: 'must be a setting of type "boolean" or "select"' }) },
  )
  // zod's discriminated unions take plain objects only, so the cross-field rule sits out here.
  .superRefine((setting, ctx) => {
    if (setting.type !== "select") return;
    const ids = setting.options.map((option) => option.id);
    if (!ids.includes(setting.default)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["default"],
        message: `must be one of the option ids: ${ids.join(", ")}`,
      });
    }
  });

export const manifestSchema = z
  .object(
    {
      id: z
        .string({ required_error: "is required", invalid_type_error: "must be a string" })
        .regex(
          TEMPLATE_ID_PATTERN,
          "must be kebab-case (a-z, 0-9 and dashes), like monochrome-white",
        ),
      name: text(60),
      description: text(300),
      category: text(40),
      isDefault: z.boolean({ invalid_type_error: "must be true or false" }).default(false),
      version: z
        .string({ required_error: "is required", invalid_type_error: "must be a string" })
        .regex(SEMVER, "must be a version like 1.0.0"),
      author: text(100),
      /**
       * False when the template shows no hero banner, so the host does not load one
       * (docs/product.md#public-portfolio-and-templates).
       */
      usesHero: z.boolean({ invalid_type_error: "must be true or false" }).default(true),
      colorScheme: colorSchemeSchema,
      /** Present when the template follows the visitor's Light/Dark choice; absent: colours fixed. */
      darkColorScheme: darkColorSchemeSchema,
      /** The sections the page always renders, in order: the links of the portfolio's top bar. */
      sections: z
        .array(sectionSchema, { invalid_type_error: "must be a list of {id, label}" })
        .max(6, "must list at most 6 sections")
        .default([]),
      typography: typographySchema,
      /** `sizes` attributes per image slot (hero, gallery, carousel...), for the host's preloads. */
      imageSizes: z
        .record(z.string().regex(KEY, "must be a camelCase slot name"), text(300))
        .default({}),
      settings: z
        .record(z.string().regex(KEY, "must be a camelCase key"), settingSchema)
        .default({}),
    },
    {
      required_error: "is required (the template manifest)",
      invalid_type_error: "must be an object",
    },
  )
  .strict();

export type TemplateManifest = z.output<typeof manifestSchema>;
export type TemplateManifestInput = z.input<typeof manifestSchema>;
export type TemplateColorScheme = TemplateManifest["colorScheme"];
export type TemplateSection = TemplateManifest["sections"][number];
export type TemplateTypography = TemplateManifest["typography"];
export type TemplateSetting = TemplateManifest["settings"][string];

/** One line per problem: `templates/epic/package.json: viewfinder.colorScheme.accent must be …`. */
export function formatManifestIssues(file: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const field = ["viewfinder", ...issue.path].join(".");
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      return issue.keys.map((key) => `${file}: ${field}.${key} is not a known manifest field`);
    }
    return [`${file}: ${field} ${issue.message}`];
  });
}

export type ManifestResult =
  { ok: true; manifest: TemplateManifest } | { ok: false; errors: string[] };

/**
 * Validates the `viewfinder` field of a template's package.json and fills docs/product.md#entities
 * defaults.
 */
export function parseManifest(file: string, value: unknown): ManifestResult {
  const result = manifestSchema.safeParse(value);
  if (result.success) return { ok: true, manifest: result.data };
  return { ok: false, errors: formatManifestIssues(file, result.error) };
}
