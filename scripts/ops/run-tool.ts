import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** Tests only: bundles the tools as `npm run build` does, into a fresh folder under .tmp/. */
export function bundleTools(): string {
  mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, ".tmp", "ops-tools-"));
  execFileSync(process.execPath, ["scripts/ops/build.mjs", dir], { cwd: ROOT, stdio: "inherit" });
  return dir;
}

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one bundled tool with only the given environment (and PATH), as an operator would;
 * `input`, when given, is what it reads on standard input.
 */
export function runTool(
  dir: string,
  tool: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dir, `${tool}.mjs`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    child.stdin?.end(input);
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
