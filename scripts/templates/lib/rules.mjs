/**
 * Every rule the template scripts check, by a stable code (ADR 55; codes in the style of Ghost's
 * gscan). A code names one rule for good: never renumber or reuse one; a retired rule keeps its
 * code out of use. docs/templates.md#rule-codes lists the same table, and the tooling test holds
 * the two equal.
 */
export const RULES = Object.freeze({
  "VF-PKG-001": "the template has no package.json",
  "VF-PKG-002": "package.json is not valid JSON",
  "VF-PKG-003": "a required manifest field is missing",
  "VF-PKG-004": "a manifest field has a value it may not have",
  "VF-PKG-005": "the manifest has a field the SDK does not know",
  "VF-PKG-006": "viewfinder.id differs from the folder name",
  "VF-PKG-007": "more than one template is the default",
  "VF-SDK-001": "package.json declares no SDK range (engines.viewfinder-sdk)",
  "VF-SDK-002": "the SDK range leaves out the running SDK version",
  "VF-SDK-003": "the SDK range is not a semver range",
  "VF-FILE-001": "templates/ holds no template",
  "VF-FILE-002": "the entry module index.tsx is missing",
  "VF-FILE-003": "the stylesheet styles.css is missing",
  "VF-FILE-004": "README.md is missing",
  "VF-FILE-005": "the template has no test",
  "VF-IMP-001":
    "a file imports something other than react, react/*, ~/template-sdk (or /collections) or its own files",
  "VF-CSS-001": "a stylesheet loads a file from another site",
  "VF-CSS-002": "a stylesheet @imports a file outside the template folder",
  "VF-CSS-003": "a selector does not start with .template-{id}",
  "VF-CSS-004": "a @keyframes name does not start with {id}-",
  "VF-COL-001": "the collectionPage loader's module does not export CollectionPage",
});

/** One problem found: its rule's code and the line naming the file and what is wrong. */
export function problem(code, message) {
  if (!Object.hasOwn(RULES, code)) throw new Error(`${code} is not a rule in rules.mjs`);
  return { code, message };
}

/** How a problem is printed: `VF-CSS-003 templates/epic/styles.css: selector ".x" must …`. */
export const describeProblem = ({ code, message }) => `${code} ${message}`;
