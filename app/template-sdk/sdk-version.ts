/**
 * The template contract's version (ADR 55, docs/templates.md#sdk-versions): what `~/template-sdk`
 * offers templates and what their manifests may say. Semver: a new export or manifest field is a
 * minor step, a removed or changed one a major step. Each template's package.json declares the
 * range it was written for under `engines`, and the registry refuses a template whose range
 * leaves this version out. Plain values and nothing else: the build scripts import this file
 * directly with Node's type stripping.
 */
export const TEMPLATE_SDK_VERSION = "1.2.0";

/** The `engines` key a template's package.json declares its SDK range under. */
export const TEMPLATE_SDK_ENGINE = "viewfinder-sdk";
