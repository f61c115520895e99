import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Libraries that only services, data, storage and images may touch (docs/product.md#layering).
const infrastructure = [
  "mongoose",
  "node:sqlite",
  "@aws-sdk/*",
  "sharp",
  "node-vibrant",
  "node-vibrant/*",
  "heic-decode",
  "nodemailer",
  "openai",
  "googleapis",
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-vite/**",
      "public/build/**",
      "node_modules/**",
      "data/**",
      ".cache/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // docs/product.md#security-baseline: the client address comes from the load context, never from request headers.
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='remix-utils/get-client-ip-address']",
          message:
            "Forwarding headers are forgeable: read the address with clientAddress(context) from ~/server/client-address.server.",
        },
      ],
    },
  },
  {
    // An un-awaited limiter check or guard lets a request through and turns its refusal into an
    // unhandled rejection (docs/decisions/0037-rate-limits-per-64-with-rate-limiter-flexible.md):
    // the app's code is linted with types for that one rule.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["app/routes/**", "app/ui/**", "app/root.tsx", "templates/**", "app/template-sdk/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: infrastructure,
              message: "Routes, UI and templates go through a service (docs/product.md#layering).",
            },
            {
              group: [
                "~/data/*",
                "~/storage/*",
                "~/images/*",
                "**/data/*",
                "**/storage/*",
                // The admin's storage tabs are UI and services, not the object store.
                "!~/ui/admin/storage/*",
                // A stylesheet's URL import is relative (app/url-imports.d.ts).
                "!../ui/admin/storage/*",
                "!~/services/admin/storage/*",
                "**/images/*",
              ],
              message: "Routes call services, never repositories, stores or the image pipeline.",
            },
          ],
        },
      ],
    },
  },
);
