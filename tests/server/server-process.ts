import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { request, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** A free loopback port for one server process. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the built app (`npm run build` first) as production does: `node server.mjs`. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: ROOT,
    // SITE_URL makes absolute URLs (the OIDC callback) point at this very process.
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // Generous: a server seeding demo photos on a loaded 2-core machine can take a minute.
  const deadline = Date.now() + 120_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      healthy = (await fetch(`${url}/healthz`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (!healthy) {
    child.kill("SIGKILL");
    throw new Error(`server did not become healthy in 120 s:\n${output}`);
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      // Already gone: it exited, or a test killed it with a signal.
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** Runs server.mjs expecting it to refuse to start; resolves with its exit code and output. */
export async function startExpectingFailure(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  return { code: code as number, output };
}

/** Cookie jar of one: enough for a form sign-up and sign-in over fetch. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs in through the form as a browser without JavaScript does; resolves with the cookie. */
export async function signIn(server: RunningServer, email: string, password: string) {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    // The honeypot field must be present and empty, as the browser form sends it.
    body: new URLSearchParams({ name__confirm: "", email, password }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in as ${email}: ${response.status}`);
  return cookieFrom(response);
}

export interface AnswerFrom {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request from a chosen loopback source address (127.0.0.2, 127.0.0.3 …), each standing for
 * one client, as every rate limit counts clients. `fetch` cannot choose its source address.
 */
export function requestFrom(
  server: RunningServer,
  from: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AnswerFrom> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        localAddress: from,
        headers: options.headers,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
