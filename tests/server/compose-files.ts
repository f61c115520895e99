/**
 * Readers for the production stack's files, for tests/server/compose.test.ts: no Docker engine
 * runs on the test machines, so the test reads docker-compose.yml, .env files and the Dockerfile
 * the way compose and docker would, for the parts it checks.
 */

/** Why compose would refuse to start: `${NAME:?message}` met NAME unset or empty. */
export class MissingVariable extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

// $$ | ${NAME} | ${NAME:-default} | ${NAME-default} | ${NAME:?message} | ${NAME?message} | $NAME
const REFERENCE =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Compose's interpolation of one string with the variables of .env and the environment. */
export function interpolate(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(REFERENCE, (match, braced, colon, operator, argument, bare) => {
    if (match === "$$") return "$";
    const name: string = braced ?? bare;
    const value = variables[name];
    const missing = colon ? !value : value === undefined;
    if (operator === "-") return missing ? argument : (value as string);
    if (operator === "?" && missing) throw new MissingVariable(name, argument || "required");
    return value ?? "";
  });
}

/** Every `${…}` reference in a string: its variable, its operator (`:-`, `:?`…) and argument. */
export function references(text: string) {
  return [...text.matchAll(REFERENCE)]
    .filter(([match]) => match !== "$$")
    .map(([, braced, colon, operator, argument, bare]) => ({
      variable: (braced ?? bare) as string,
      operator: operator ? `${colon}${operator}` : "",
      argument: (argument ?? "") as string,
    }));
}

/** A .env file as compose reads it: NAME=value lines; comments and blank lines skipped. */
export function parseDotEnv(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) variables[match[1]] = match[2].trim();
  }
  return variables;
}

/** A service's environment as a map, from either of compose's two spellings. */
export function environmentOf(service: { environment?: unknown }): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry: string) => {
        const at = entry.indexOf("=");
        return at === -1 ? [entry, ""] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment as Record<string, unknown>).map(([k, v]) => [k, String(v ?? "")]),
  );
}

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  /** The FROM image or earlier stage. */
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** A Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
export function dockerfileStages(text: string): Stage[] {
  const logicalLines = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of logicalLines) {
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === "FROM") {
      const [, from, name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** ENV's NAME=value pairs (the `ENV NAME value` form too). */
export function envOf(stage: Stage): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== "ENV") continue;
    if (!args.includes("=")) {
      const [name, ...value] = args.split(/\s+/);
      variables[name] = value.join(" ");
      continue;
    }
    for (const [, name, value] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      variables[name] = value.replace(/^"|"$/g, "");
    }
  }
  return variables;
}
