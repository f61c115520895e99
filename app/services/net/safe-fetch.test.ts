import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startCountingServer, type CountingServer } from "./test-servers";
import { RemoteFetchError, safeFetchImage, UnsafeUrlError } from "./safe-fetch.server";

// Only loopback here: traps on 127.0.0.1 and [::1] that must never be reached, and a stand-in
// "public" image host on 127.0.0.2 that the tests let through with the allowAddress seam.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const STAND_IN_NAME = "images.example.test";

let trap4: CountingServer;
let trap6: CountingServer;
let standIn: CountingServer;

const resolveInTests = async (host: string) => {
  if (host === STAND_IN_NAME) return ["127.0.0.2"];
  if (host === "localhost") return ["127.0.0.1", "::1"];
  throw new Error(`no DNS in tests (${host})`);
};
const viaStandIn = {
  resolve: resolveInTests,
  allowAddress: (ip: string) => ip === "127.0.0.2",
};

function serveStandIn(path: string, res: ServerResponse) {
  const redirect = (location: string) => res.writeHead(302, { location }).end();
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (path === "/image.png") return res.writeHead(200, { "content-type": "image/png" }).end(PNG);
  if (path.startsWith("/to-trap4")) return redirect(`http://127.0.0.1:${trap4.port}/`);
  if (path.startsWith("/to-localhost")) return redirect(`http://localhost:${trap4.port}/`);
  if (path.startsWith("/to-mapped")) return redirect(`http://[::ffff:7f00:1]:${trap4.port}/`);
  if (path === "/to-file") return redirect("file:///etc/passwd");
  if (path === "/relative") return redirect("/image.png");
  if (chain) return redirect(Number(chain[1]) ? `/chain/${Number(chain[1]) - 1}` : "/image.png");
  if (path === "/missing") return res.writeHead(404).end("no");
  if (path === "/big-chunked") {
    res.writeHead(200, { "content-type": "image/png" });
    for (let i = 0; i < 20; i++) res.write(Buffer.alloc(1000));
    return res.end();
  }
  if (path === "/big-declared") {
    return res.writeHead(200, { "content-length": "5000" }).end(Buffer.alloc(5000));
  }
  if (path === "/slow-headers") return; // never answers
  if (path === "/slow-body") {
    res.writeHead(200, { "content-type": "image/png" });
    const drip = setInterval(() => res.write("x"), 50);
    res.on("close", () => clearInterval(drip));
    return;
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  trap4 = await startCountingServer("127.0.0.1");
  trap6 = await startCountingServer("::1");
  standIn = await startCountingServer("127.0.0.2", (req, res) => serveStandIn(req.url ?? "", res));
});
afterAll(async () => {
  await Promise.all([trap4.close(), trap6.close(), standIn.close()]);
});
beforeEach(() => {
  for (const server of [trap4, trap6, standIn]) {
    server.connections = 0;
    server.hosts.length = 0;
  }
});

const trapUrls = () => [
  `http://127.0.0.1:${trap4.port}/`,
  `http://localhost:${trap4.port}/`,
  `http://[::1]:${trap6.port}/`,
  `http://0x7f000001:${trap4.port}/`,
  `http://127.1:${trap4.port}/`,
  `http://2130706433:${trap4.port}/`,
  `http://0177.0.0.1:${trap4.port}/`,
  `http://0.0.0.0:${trap4.port}/`,
  `http://[::ffff:127.0.0.1]:${trap4.port}/`,
];

describe("safeFetchImage refuses loopback traps", () => {
  it("each trap URL is reachable when the guard is switched off (the traps work)", async () => {
    for (const url of trapUrls()) {
      const before = trap4.connections + trap6.connections;
      await safeFetchImage(url, { resolve: resolveInTests, allowAddress: () => true });
      expect(trap4.connections + trap6.connections, url).toBe(before + 1);
    }
  });

  it("refuses every trap URL and no trap sees a connection", async () => {
    for (const url of trapUrls()) {
      const refusal = safeFetchImage(url, { resolve: resolveInTests });
      await expect(refusal, url).rejects.toThrow(UnsafeUrlError);
      await expect(refusal, url).rejects.toThrow("That address is not allowed");
    }
    expect(trap4.connections).toBe(0);
    expect(trap6.connections).toBe(0);
  });

  it("refuses a name when any one of its addresses is not allowed", async () => {
    const resolve = async () => ["127.0.0.2", "10.0.0.1"];
    await expect(
      safeFetchImage(`http://${STAND_IN_NAME}:${standIn.port}/image.png`, {
        resolve,
        allowAddress: (ip) => ip === "127.0.0.2",
      }),
    ).rejects.toThrow(UnsafeUrlError);
    expect(standIn.connections).toBe(0);
  });

  it("refuses other schemes and credentials before resolving anything", async () => {
    const resolve = async () => {
      throw new Error("must not resolve");
    };
    for (const url of [
      "file:///etc/passwd",
      "ftp://images.example.test/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      `http://user:secret@${STAND_IN_NAME}:${standIn.port}/image.png`,
      "not a url",
    ]) {
      await expect(safeFetchImage(url, { ...viaStandIn, resolve }), url).rejects.toThrow(
        UnsafeUrlError,
      );
    }
    expect(standIn.connections).toBe(0);
  });
});

describe("safeFetchImage from an allowed host", () => {
  it("downloads the image, keeping the name in Host while connecting to the checked address", async () => {
    const result = await safeFetchImage(
      `http://${STAND_IN_NAME}:${standIn.port}/image.png`,
      viaStandIn,
    );
    expect(result.bytes.equals(PNG)).toBe(true);
    expect(result.contentType).toBe("image/png");
    expect(result.finalUrl).toBe(`http://${STAND_IN_NAME}:${standIn.port}/image.png`);
    expect(standIn.hosts).toEqual([`${STAND_IN_NAME}:${standIn.port}`]);
  });

  it("connects to the address it checked even if DNS answers differently later (rebinding)", async () => {
    let calls = 0;
    const rebinding = async () => (calls++ === 0 ? ["127.0.0.2"] : ["127.0.0.1"]);
    const result = await safeFetchImage(`http://${STAND_IN_NAME}:${standIn.port}/image.png`, {
      resolve: rebinding,
      allowAddress: (ip) => ip === "127.0.0.2",
    });
    expect(result.bytes.equals(PNG)).toBe(true);
    expect(calls).toBe(1);
    expect(trap4.connections).toBe(0);
  });

  it("follows a relative redirect and reports the final URL", async () => {
    const result = await safeFetchImage(
      `http://${STAND_IN_NAME}:${standIn.port}/relative`,
      viaStandIn,
    );
    expect(result.finalUrl).toBe(`http://${STAND_IN_NAME}:${standIn.port}/image.png`);
  });

  it("re-checks every redirect: a redirect to a trap is refused and the trap sees nothing", async () => {
    for (const path of ["/to-trap4", "/to-localhost", "/to-mapped", "/to-file"]) {
      await expect(
        safeFetchImage(`http://${STAND_IN_NAME}:${standIn.port}${path}`, viaStandIn),
        path,
      ).rejects.toThrow(UnsafeUrlError);
    }
    expect(standIn.connections).toBe(4);
    expect(trap4.connections).toBe(0);
    expect(trap6.connections).toBe(0);
  });

  it("follows at most 5 redirects", async () => {
    const base = `http://${STAND_IN_NAME}:${standIn.port}`;
    await expect(safeFetchImage(`${base}/chain/4`, viaStandIn)).resolves.toMatchObject({
      finalUrl: `${base}/image.png`,
    });
    await expect(safeFetchImage(`${base}/chain/5`, viaStandIn)).rejects.toThrow(
      "Too many redirects",
    );
  });

  it("fails on an error status", async () => {
    await expect(
      safeFetchImage(`http://${STAND_IN_NAME}:${standIn.port}/missing`, viaStandIn),
    ).rejects.toThrow(new RemoteFetchError("The server answered 404"));
  });
});

describe("safeFetchImage caps", () => {
  const url = (path: string) => `http://${STAND_IN_NAME}:${standIn.port}${path}`;

  it("stops a streamed body that grows past maxBytes", async () => {
    await expect(
      safeFetchImage(url("/big-chunked"), { ...viaStandIn, maxBytes: 4000 }),
    ).rejects.toThrow(RemoteFetchError);
    await expect(
      safeFetchImage(url("/big-chunked"), { ...viaStandIn, maxBytes: 20_000 }),
    ).resolves.toMatchObject({ contentType: "image/png" });
  });

  it("refuses a declared Content-Length over maxBytes", async () => {
    await expect(
      safeFetchImage(url("/big-declared"), { ...viaStandIn, maxBytes: 4999 }),
    ).rejects.toThrow(/larger than/);
  });

  it("gives up when the server never answers or drips the body", async () => {
    for (const path of ["/slow-headers", "/slow-body"]) {
      const started = Date.now();
      await expect(
        safeFetchImage(url(path), { ...viaStandIn, timeoutMs: 400 }),
        path,
      ).rejects.toThrow(/took longer than/);
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });
});
