/** One line of the server's JSON log (docs/decisions/0022-structured-logs.md). */
export interface LogLine {
  level: string;
  msg?: string;
  reqId?: string;
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

/** Every non-empty line of a server's output, parsed; throws naming the first that is not JSON. */
export function parseLog(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
    });
}

/** The messages of a server's log, in order. */
export const logMessages = (output: string) => parseLog(output).map((line) => line.msg ?? "");
