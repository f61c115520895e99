import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cookieFrom, signIn, startServer, type RunningServer } from "./server-process";

// The whole recovery over HTTP against the built app (`npm run build` first), with its mail sent
// to a real SMTP server on loopback.
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-password-reset-"));
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      received.push(mail);
      callback();
    }, callback);
  },
});
let server: RunningServer;
// The app's mail connection is reset when its process stops; smtp-server reports that as an error
// of its own, uncaught without a listener. Only a reset is expected (checked after all).
const smtpErrors: NodeJS.ErrnoException[] = [];
smtp.on("error", (error: NodeJS.ErrnoException) => smtpErrors.push(error));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
  expect(smtpErrors.filter((error) => error.code !== "ECONNRESET")).toEqual([]);
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  redirect: "manual" as const,
});

/** The visible answer of the forgot-password page: its status and its main text. */
async function askForLink(email: string) {
  const response = await fetch(`${server.url}/forgot-password`, form({ name__confirm: "", email }));
  const html = await response.text();
  // What was typed comes back in the field; everything else must be alike.
  const main = /<main[\s\S]*<\/main>/.exec(html)![0].replaceAll(email, "EMAIL");
  return { status: response.status, main };
}

async function mailTo(address: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

it("mails a one-time link that sets the password and signs out every session, the same answer for any address", async () => {
  const signUp = await fetch(
    `${server.url}/signup`,
    form({
      name__confirm: "",
      email: "ana@example.test",
      password: "old-pass-1",
      confirmPassword: "old-pass-1",
    }),
  );
  expect(signUp.status).toBe(302);
  const oldSession = cookieFrom(signUp);
  const whoAmI = () => fetch(`${server.url}/api/auth/user`, { headers: { Cookie: oldSession } });
  expect((await whoAmI()).status).toBe(200);

  const known = await askForLink("ana@example.test");
  const unknown = await askForLink("nobody@example.test");
  expect(known.status).toBe(200);
  expect(known.main).toContain("If an account exists for that address, we&#x27;ve sent a link");
  expect(unknown).toEqual(known);

  const mail = await mailTo("ana@example.test");
  expect(mail.subject).toBe("Reset your Viewfinder password");
  const link = new RegExp(`${server.url}/reset-password\\?token=[\\w-]{43}`).exec(mail.text!)![0];
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(received).toHaveLength(1);

  const page = await fetch(link);
  expect(page.status).toBe(200);
  // The site-wide policy comes first; a browser follows the last one it knows.
  expect(page.headers.get("Referrer-Policy")).toMatch(/(^|, )same-origin$/);
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  const token = new URL(link).searchParams.get("token")!;
  const set = (password: string) =>
    fetch(link, form({ token, password, confirmPassword: password }));

  const mismatch = await fetch(
    link,
    form({ token, password: "new-pass-2", confirmPassword: "other-2" }),
  );
  expect(mismatch.status).toBe(400);
  expect(await mismatch.text()).toContain("Passwords do not match.");

  const done = await set("new-pass-2");
  expect(done.status).toBe(302);
  expect(done.headers.get("Location")).toBe("/login");
  expect((await whoAmI()).status).toBe(401);

  const again = await set("third-pass-3");
  expect(again.status).toBe(410);
  expect(await again.text()).toContain("This reset link has expired or was already used.");
  expect((await fetch(link)).status).toBe(410);

  await signIn(server, "ana@example.test", "new-pass-2");
  await expect(signIn(server, "ana@example.test", "old-pass-1")).rejects.toThrow(/401/);
  // The token reaches no log line: `token=` is masked.
  expect(server.output()).toContain("/reset-password?token=[redacted]");
  expect(server.output()).not.toContain(token);
});

it("limits requests per account address, with or without an account, then per client address", async () => {
  const tries = async (email: string, n: number) => {
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await askForLink(email));
    return answers;
  };
  // ana@ asked once in the first test: two more, then refused, like an address without account.
  const ana = await tries("ana@example.test", 3);
  const ghost = await tries("ghost@example.test", 4);
  expect(ana.map((a) => a.status)).toEqual([200, 200, 429]);
  expect(ghost.map((a) => a.status)).toEqual([200, 200, 200, 429]);
  expect(ana[2]!.main).toEqual(ghost[3]!.main);
  expect(ana[2]!.main).toContain(
    "Several reset links were sent for this address in the last hour.",
  );

  // 10 per client address in 15 minutes: 2 + 7 so far, one more, then refused.
  expect((await askForLink("y@example.test")).status).toBe(200);
  const refused = await fetch(
    `${server.url}/forgot-password`,
    form({ name__confirm: "", email: "x@example.test" }),
  );
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("900");
  expect(await refused.text()).toContain("Too many reset requests from your network.");
});
