import semver from "semver";
// Node strips the types itself: the one version constant is shared with the app, not copied.
import {
  TEMPLATE_SDK_ENGINE,
  TEMPLATE_SDK_VERSION,
} from "../../../app/template-sdk/sdk-version.ts";
import { problem } from "./rules.mjs";

export { TEMPLATE_SDK_ENGINE, TEMPLATE_SDK_VERSION };

const FIELD = `engines.${TEMPLATE_SDK_ENGINE}`;
const EXAMPLE = `"^${TEMPLATE_SDK_VERSION}"`;

/**
 * ADR 55: a template's package.json says which SDK versions it was written for, as npm's
 * `engines` says which Node versions a package runs on (and Ghost themes their `ghost-api`). The
 * running SDK must be inside that range, or the template is refused: it may import what this SDK
 * no longer has, or miss what it now requires. A pre-release SDK counts as its version
 * (includePrerelease), so a 1.1.0-rc still runs templates written for ^1.0.0.
 */
export function checkSdkRange(pkg, shown) {
  const engines = pkg && typeof pkg === "object" ? pkg.engines : undefined;
  const range = engines && typeof engines === "object" ? engines[TEMPLATE_SDK_ENGINE] : undefined;
  if (range === undefined) {
    return [
      problem(
        "VF-SDK-001",
        `${shown}: ${FIELD} is missing: declare the SDK versions the template was written for, like ${EXAMPLE} (docs/templates.md#sdk-versions)`,
      ),
    ];
  }
  const valid = typeof range === "string" && range.trim() !== "" && semver.validRange(range);
  if (!valid) {
    return [
      problem(
        "VF-SDK-003",
        `${shown}: ${FIELD} ${JSON.stringify(range)} is not a semver range like ${EXAMPLE}`,
      ),
    ];
  }
  const options = { includePrerelease: true };
  if (!semver.satisfies(TEMPLATE_SDK_VERSION, range, options)) {
    const remedy = semver.ltr(TEMPLATE_SDK_VERSION, range, options)
      ? "the template needs a newer Viewfinder"
      : `bring the template up to SDK ${TEMPLATE_SDK_VERSION}`;
    return [
      problem(
        "VF-SDK-002",
        `${shown}: ${FIELD} "${range}" does not include the running SDK ${TEMPLATE_SDK_VERSION}: ${remedy} (docs/templates.md#sdk-versions says what each version changed)`,
      ),
    ];
  }
  return [];
}
