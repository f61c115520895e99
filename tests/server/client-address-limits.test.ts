import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  requestFrom,
  startServer,
  type AnswerFrom,
  type RunningServer,
} from "./server-process";

// docs/product.md#security-baseline: every limit keys on the client address Express takes from the
// socket (or from X-Forwarded-For through exactly TRUST_PROXY hops), and counts on what the action
// handles, not on a literal path. Each loopback source address (127.0.0.2, 127.0.0.3 …) stands for
// one client.

/** One POST from a chosen loopback source address, with no Origin (a script, not a page). */
function post(
  server: RunningServer,
  pathname: string,
  body: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<AnswerFrom> {
  return requestFrom(server, from, pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

const signInForm = (email: string, password: string) =>
  new URLSearchParams({ name__confirm: "", email, password }).toString();
/** A sign-in post; the path is one of the spellings Remix routes to the sign-in action. */
const signIn = (
  server: RunningServer,
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
  pathname = "/login",
) => post(server, pathname, signInForm(email, password), from, headers);
const signUpForm = (email: string) =>
  new URLSearchParams({
    name__confirm: "",
    email,
    password: "right-password",
    confirmPassword: "right-password",
  }).toString();
const contactMessage = (i: number) =>
  JSON.stringify({
    name: "Visitor",
    email: "visitor@example.test",
    subject: `Hello ${i}`,
    message: "A message long enough to be a message.",
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headers a forger rotates to look like a new client on every request. */
const forged = (i: number): Record<string, string> => ({
  "X-Forwarded-For": `203.0.113.${i}`,
  "X-Real-IP": `198.51.100.${i}`,
  "CF-Connecting-IP": `192.0.2.${i}`,
  "True-Client-IP": `192.0.2.${i}`,
  "Fastly-Client-Ip": `192.0.2.${i}`,
  "X-Client-IP": `192.0.2.${i}`,
  Forwarded: `for=192.0.2.${i}`,
});

async function signUp(server: RunningServer, email: string, from: string) {
  const answer = await post(server, "/signup", signUpForm(email), from);
  expect(answer.status).toBe(302);
}

/** A server of its own for one describe block, with rate limits on. */
function serverWith(env: Record<string, string>): () => RunningServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-client-address-"));
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "true", ...env });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => server!;
}

describe("rate limits per client address, without a trusted proxy", () => {
  const running = serverWith({});

  it("30 failed sign-ins from 127.0.0.2 limit 127.0.0.2, not 127.0.0.3", async () => {
    const server = running();
    await signUp(server, "neighbour@example.test", "127.0.0.9");
    for (let i = 0; i < 30; i++) {
      const answer = await signIn(server, `x${i}@example.test`, "nope-nope", "127.0.0.2");
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await signIn(server, "y@example.test", "nope-nope", "127.0.0.2");
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("Too many sign-in attempts. Please wait 15 minutes");

    const neighbour = await signIn(server, "neighbour@example.test", "right-password", "127.0.0.3");
    expect(neighbour.status).toBe(302);
  }, 120_000);

  it("rotating forwarding headers and path spellings (/login.data, /%6cogin) do not escape", async () => {
    const server = running();
    const paths = ["/login", "/login.data", "/%6cogin", "/LOGIN", "/%6Cogin.data"];
    const answers: string[] = [];
    for (let i = 0; i < 35; i++) {
      const pathname = paths[i % paths.length]!;
      const { status } = await signIn(
        server,
        `r${i}@ex.test`,
        "nope",
        "127.0.0.4",
        forged(i),
        pathname,
      );
      answers.push(`${pathname} ${status}`);
    }
    // 30 attempts from 127.0.0.4, whatever it claims to be and however it spells the path.
    expect(answers).toEqual(
      answers.map((_, i) => `${paths[i % paths.length]} ${i < 30 ? 401 : 429}`),
    );
  }, 120_000);

  it("sign-ups through /signup.data and /%73ignup count for the address that sends them", async () => {
    const server = running();
    const paths = ["/signup.data", "/%73ignup", "/signup"];
    for (let i = 0; i < 10; i++) {
      const answer = await post(
        server,
        paths[i % paths.length]!,
        signUpForm(`new${i}@example.test`),
        "127.0.0.5",
        forged(i),
      );
      expect(answer.status, `sign-up ${i + 1}`).not.toBe(429);
    }
    const refused = await post(
      server,
      "/signup.data",
      signUpForm("new10@example.test"),
      "127.0.0.5",
      forged(10),
    );
    expect(refused.status).toBe(429);
    await signUp(server, "elsewhere@example.test", "127.0.0.6");
  }, 120_000);

  it("contact messages: forged headers do not escape, another address is not limited", async () => {
    const server = running();
    const json = { "Content-Type": "application/json" };
    for (let i = 0; i < 10; i++) {
      const answer = await post(server, "/api/contact", contactMessage(i), "127.0.0.7", {
        ...json,
        ...forged(i),
      });
      expect(answer.status, `message ${i + 1}: ${answer.body}`).toBe(201);
    }
    const refused = await post(server, "/api/contact", contactMessage(10), "127.0.0.7", {
      ...json,
      ...forged(10),
    });
    expect(refused.status).toBe(429);
    const other = await post(server, "/api/contact", contactMessage(11), "127.0.0.8", json);
    expect(other.status).toBe(201);
  }, 60_000);

  it("upload and account posts count on every path that reaches their actions", async () => {
    const server = running();
    const paths = [
      "/api/photos/upload",
      "/account.data",
      "/%61ccount",
      "/my-photos.data",
      "/%6dy-photos",
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) {
      statuses.add((await post(server, paths[i % paths.length]!, "", "127.0.0.11")).status);
    }
    expect(statuses.has(429)).toBe(false);
    for (const pathname of paths) {
      expect((await post(server, pathname, "", "127.0.0.11")).status, pathname).toBe(429);
    }
    expect((await post(server, "/%61ccount", "", "127.0.0.12")).status).not.toBe(429);
  }, 120_000);

  it("failures on one account slow it down progressively; its owner gets in after seconds", async () => {
    const server = running();
    const from = "127.0.0.20";
    await signUp(server, "victim@example.test", from);
    const guess = () => signIn(server, "victim@example.test", "guess-guess", from);
    const owner = () => signIn(server, "victim@example.test", "right-password", from);
    // Four failures are free; the fifth locks the account for 1 s, the sixth for 2 s, then 4 s.
    for (let i = 0; i < 5; i++) expect((await guess()).status, `guess ${i + 1}`).toBe(401);
    await sleep(1100);
    expect((await guess()).status).toBe(401);
    const second = await owner();
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBe("2");
    expect(second.body).toContain("Please wait 2 seconds before trying again.");
    await sleep(2100);
    expect((await guess()).status).toBe(401);
    const third = await owner();
    expect(third.status).toBe(429);
    expect(third.headers["retry-after"]).toBe("4");
    // No 15-minute lockout: once the wait is over, the right password signs in.
    await sleep(4100);
    const signedIn = await owner();
    expect(signedIn.status).toBe(302);
  }, 60_000);
});

describe("TRUST_PROXY as a hop count", () => {
  const running = serverWith({ TRUST_PROXY: "1" });

  it("with one proxy, the client is X-Forwarded-For's last hop; earlier entries are the client's to forge", async () => {
    const server = running();
    // Every request arrives from the proxy's socket (127.0.0.2); the proxy appends the client.
    await signUp(server, "behind@example.test", "127.0.0.2");
    const answers: number[] = [];
    for (let i = 0; i < 32; i++) {
      const forwarded = { "X-Forwarded-For": `203.0.113.${i}, 198.51.100.7` };
      const pathname = i % 2 ? "/login.data" : "/login";
      answers.push(
        (await signIn(server, `p${i}@ex.test`, "nope", "127.0.0.2", forwarded, pathname)).status,
      );
    }
    // The forged first entries rotate; the hop the proxy appended (198.51.100.7) does not.
    expect(answers).toEqual(answers.map((_, i) => (i < 30 ? 401 : 429)));
    // Another client behind the same proxy is not limited.
    const other = await signIn(server, "behind@example.test", "right-password", "127.0.0.2", {
      "X-Forwarded-For": "198.51.100.8",
    });
    expect(other.status).toBe(302);
  }, 120_000);

  it("IPv6 clients count per /64: rotating addresses inside one does not escape, another /64 is not limited", async () => {
    const server = running();
    // Documentation addresses (2001:db8::/32), written by the proxy into X-Forwarded-For: the
    // only traffic is the loopback connection from the "proxy" at 127.0.0.2.
    const send = (i: number, client: string) =>
      post(server, "/api/contact", contactMessage(i), "127.0.0.2", {
        "Content-Type": "application/json",
        "X-Forwarded-For": client,
      });
    for (let i = 0; i < 10; i++) {
      const answer = await send(i, `2001:db8:1:2::${(i + 1).toString(16)}`);
      expect(answer.status, `message ${i + 1}: ${answer.body}`).toBe(201);
    }
    const refused = await send(10, "2001:db8:1:2:abcd:ef01:2345:6789");
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("Too many messages. Please wait 15 minutes");
    expect((await send(11, "2001:db8:1:3::1")).status).toBe(201);
  }, 60_000);
});

describe("TRUST_PROXY=true", () => {
  it("stops the server at start with a message naming the variable", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["server.mjs"], {
      cwd: path.resolve(__dirname, "../.."),
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "viewfinder-trust-true-")),
        TRUST_PROXY: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const [code] = await once(child, "exit");
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(output).toContain(
      "Invalid configuration: TRUST_PROXY must be the number of proxies in front of the app",
    );
  }, 30_000);
});
