import { readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { problem } from "./rules.mjs";
import { filesUnder } from "./walk.mjs";

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;
// SDK 1.1: the collection blocks are a second entry point, kept out of the barrel (ADR 55).
const PACKAGES = new Set(["react", "~/template-sdk", "~/template-sdk/collections"]);
// Tests render on the server with the SDK's fixtures; none of this reaches a page.
const TEST_PACKAGES = new Set(["vitest", "react-dom/server", "~/template-sdk/testing"]);

function allowed(specifier, file, templateDir) {
  if (PACKAGES.has(specifier) || specifier.startsWith("react/")) return true;
  if (TEST.test(file) && TEST_PACKAGES.has(specifier)) return true;
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === templateDir || target.startsWith(templateDir + path.sep);
}

/**
 * docs/product.md#template-plugins: templates import only react, react/*, ~/template-sdk and their
 * own files. Read with TypeScript's own pre-processor: static, type-only, re-exports, dynamic
 * import() and require().
 */
export async function checkImports(template, display) {
  const errors = [];
  const files = (await filesUnder(template.dir)).filter((file) => SOURCE.test(file));
  for (const file of files) {
    const info = ts.preProcessFile(await readFile(file, "utf8"), true, true);
    for (const { fileName } of info.importedFiles) {
      if (allowed(fileName, file, template.dir)) continue;
      errors.push(
        problem(
          "VF-IMP-001",
          `${display(file)}: imports "${fileName}"; templates may import only react, react/*, ~/template-sdk, ~/template-sdk/collections and files inside ${display(template.dir)}/`,
        ),
      );
    }
  }
  return errors;
}

/** A README for people choosing a template and at least one test beside the code. */
export async function checkRequiredFiles(template, display) {
  const files = (await filesUnder(template.dir)).map((file) => path.relative(template.dir, file));
  const errors = [];
  if (!files.includes("README.md"))
    errors.push(problem("VF-FILE-004", `${display(template.dir)}/README.md is missing`));
  if (!files.some((file) => TEST.test(file))) {
    errors.push(
      problem(
        "VF-FILE-005",
        `${display(template.dir)}/ has no test (*.test.tsx): render the template at least once`,
      ),
    );
  }
  return errors;
}
