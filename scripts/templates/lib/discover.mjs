import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { loadManifestParser } from "./manifest-schema.mjs";
import { problem } from "./rules.mjs";
import { checkSdkRange } from "./sdk-range.mjs";

export const ENTRY_FILE = "index.tsx";
export const STYLESHEET_FILE = "styles.css";
const FALLBACK_DEFAULT_ID = "classic";

/** Each zod issue with its rule: a missing field, a bad value or a field the SDK does not know. */
function manifestProblems(shown, error, formatManifestIssues) {
  return error.issues.flatMap((issue) => {
    const code =
      issue.code === "unrecognized_keys"
        ? "VF-PKG-005"
        : issue.code === "invalid_type" && issue.received === "undefined"
          ? "VF-PKG-003"
          : "VF-PKG-004";
    return formatManifestIssues(shown, { issues: [issue] }).map((line) => problem(code, line));
  });
}

async function readTemplate(dir, folder, display) {
  const { manifestSchema, formatManifestIssues } = await loadManifestParser();
  const file = path.join(dir, "package.json");
  const shown = display(file);
  if (!existsSync(file))
    return {
      errors: [problem("VF-PKG-001", `${shown} is missing (every template needs a manifest)`)],
    };
  let pkg;
  try {
    pkg = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return { errors: [problem("VF-PKG-002", `${shown}: is not valid JSON (${error.message})`)] };
  }
  const parsed = manifestSchema.safeParse(pkg?.viewfinder);
  const errors = checkSdkRange(pkg, shown);
  if (!parsed.success)
    return { errors: [...manifestProblems(shown, parsed.error, formatManifestIssues), ...errors] };
  const manifest = parsed.data;
  if (manifest.id !== folder) {
    errors.push(
      problem(
        "VF-PKG-006",
        `${shown}: viewfinder.id must equal the folder name "${folder}" (found "${manifest.id}")`,
      ),
    );
  }
  for (const [name, code, role] of [
    [ENTRY_FILE, "VF-FILE-002", "the entry module exporting Template"],
    [STYLESHEET_FILE, "VF-FILE-003", "the template's stylesheet"],
  ]) {
    if (!existsSync(path.join(dir, name)))
      errors.push(problem(code, `${display(path.join(dir, name))} is missing (${role})`));
  }
  return { errors, template: { id: folder, dir, manifest } };
}

/**
 * Exactly one default: the flagged one, else classic, else the first (docs/product.md#entities,
 * docs/product.md#states-and-transitions).
 */
function settleDefault(templates, errors, display) {
  const flagged = templates.filter((t) => t.manifest.isDefault);
  if (flagged.length > 1) {
    const files = flagged.map((t) => display(path.join(t.dir, "package.json"))).join(", ");
    errors.push(
      problem(
        "VF-PKG-007",
        `viewfinder.isDefault is true in ${flagged.length} templates (${files}): at most one may be the default`,
      ),
    );
    return;
  }
  if (flagged.length === 0 && templates.length) {
    const fallback = templates.find((t) => t.id === FALLBACK_DEFAULT_ID) ?? templates[0];
    fallback.manifest = { ...fallback.manifest, isDefault: true };
  }
}

/**
 * Every folder under templates/ (dot- and underscore-folders are skipped), its manifest validated
 * with docs/product.md#entities defaults filled in, its SDK range checked (ADR 55). Errors are
 * problems (rules.mjs): a rule code and a line naming the file and field; templates come sorted
 * by id.
 */
export async function discoverTemplates({ templatesDir, display }) {
  const entries = existsSync(templatesDir)
    ? await readdir(templatesDir, { withFileTypes: true })
    : [];
  const folders = entries
    .filter((e) => e.isDirectory() && !/^[._]/.test(e.name) && e.name !== "node_modules")
    .map((e) => e.name)
    .sort();
  const errors = [];
  const templates = [];
  for (const folder of folders) {
    const found = await readTemplate(path.join(templatesDir, folder), folder, display);
    errors.push(...found.errors);
    if (found.template && !found.errors.length) templates.push(found.template);
  }
  if (!folders.length)
    errors.push(
      problem(
        "VF-FILE-001",
        `${display(templatesDir)}/ holds no templates: at least one is needed`,
      ),
    );
  settleDefault(templates, errors, display);
  return { templates, errors };
}
