/** Formats generated code the way `prettier --check .` expects it (project config). */
export async function format(code, file) {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(code, { ...options, filepath: file });
  } catch (error) {
    // Prettier is a dev dependency; without it the file is still valid, only unformatted.
    if (error?.code === "ERR_MODULE_NOT_FOUND") return code;
    throw error;
  }
}
