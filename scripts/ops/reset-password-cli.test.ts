import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { tempDataDir } from "~/services/photos/test-support";
import { signIn, startServer } from "../../tests/server/server-process";
import { bundleTools, runTool } from "./run-tool";

// The bundled tool against a real embedded DATA_DIR, then the app started on it (`npm run build`
// first): what the tool printed or set is what the site honours.
const dataDir = tempDataDir("viewfinder-reset-password-cli-");
const { closeDatabase, db } = await import("~/data/db.server");
const { hashPassword } = await import("~/services/passwords.server");
const env = { DATA_DIR: dataDir, SESSION_SECRET: "reset-password-cli-secret" };
let tools = "";

beforeAll(async () => {
  tools = bundleTools();
  const { users, sessions } = await db();
  const ana = await users.create({
    email: "Ana@Example.test",
    username: "ana",
    passwordHash: await hashPassword("forgotten-1"),
  });
  await sessions.create({
    userId: ana.id,
    data: { userId: ana.id },
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await closeDatabase();
}, 120_000);

afterAll(() => {
  rmSync(tools, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it("prints a one-time link, with SITE_URL or as a path, that the site accepts once", async () => {
  const absolute = await runTool(tools, "reset-password", ["--email", "ana@example.test"], {
    ...env,
    SITE_URL: "https://photos.example.test",
  });
  expect(absolute).toMatchObject({ code: 0, stderr: "" });
  expect(absolute.stdout).toMatch(
    /^One-time link for Ana@Example\.test, valid until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ:\nhttps:\/\/photos\.example\.test\/reset-password\?token=[\w-]{43}\n$/,
  );

  const bare = await runTool(tools, "reset-password", ["--email", "ana@example.test"], env);
  expect(bare.code).toBe(0);
  const path = /^\/reset-password\?token=[\w-]{43}$/m.exec(bare.stdout)![0];
  expect(bare.stdout).toMatch(/^SITE_URL is unset: open this path on the site, once, before /);

  const server = await startServer(env);
  try {
    // The first link was replaced by the second.
    const first = new URL(/https:\S+/.exec(absolute.stdout)![0]);
    expect((await fetch(`${server.url}${first.pathname}${first.search}`)).status).toBe(410);
    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    const token = new URLSearchParams(path.split("?")[1]).get("token")!;
    const set = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams({
        token,
        password: "remembered-2",
        confirmPassword: "remembered-2",
      }),
      redirect: "manual",
    });
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/login");
    await signIn(server, "ana@example.test", "remembered-2");
  } finally {
    await server.stop();
  }
});

it("sets a password read from standard input and signs the account out everywhere", async () => {
  const run = await runTool(
    tools,
    "reset-password",
    ["--email", "ana@example.test", "--password-stdin"],
    env,
    "from-stdin-3\n",
  );
  expect(run).toMatchObject({
    code: 0,
    stdout:
      "The password of Ana@Example.test is set; every session of the account was signed out.\n",
  });
  const { users, sessions } = await db();
  const ana = (await users.findByEmail("ana@example.test"))!;
  const { verifyPassword } = await import("~/services/passwords.server");
  expect(await verifyPassword("from-stdin-3", ana.passwordHash!)).toBe(true);
  expect(await sessions.deleteByUser(ana.id)).toBe(0);
  await closeDatabase();
});

it("refuses an unknown address, a short password and a missing --email with clear messages", async () => {
  const unknown = await runTool(tools, "reset-password", ["--email", "nobody@example.test"], env);
  expect(unknown).toMatchObject({
    code: 1,
    stderr: "reset-password: No account has the email address nobody@example.test.\n",
  });
  const short = await runTool(
    tools,
    "reset-password",
    ["--email", "ana@example.test", "--password-stdin"],
    env,
    "short\n",
  );
  expect(short).toMatchObject({
    code: 1,
    stderr: "reset-password: Password must be at least 8 characters.\n",
  });
  const usage = await runTool(tools, "reset-password", [], env);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toMatch(
    /^reset-password: Name the account: --email <address>\n\nUsage: npm run reset-password -- --email <address>/,
  );
});
