import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { requestGuards } from "./index.server";

export interface GuardedApp {
  url: string;
  port: number;
  /** How many requests reached the app behind the guards. */
  reached: () => number;
  close: () => Promise<void>;
}

/**
 * The guards in front of a stand-in for the Remix handler that reads the body as Remix does (a
 * web stream over the Node request, then the Fetch body) and echoes its length and text.
 */
export async function startGuardedApp(
  options: { SITE_URL?: string; trustProxy?: number; port?: number } = {},
): Promise<GuardedApp> {
  const app = express();
  app.set("trust proxy", options.trustProxy ?? 0);
  app.use(requestGuards({ SITE_URL: options.SITE_URL }));
  let reached = 0;
  app.all("*", async (req, res) => {
    reached += 1;
    // What @remix-run/express does with the body: a web stream over the request.
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://localhost${req.originalUrl}`, {
      method: req.method,
      body: hasBody ? createReadableStreamFromReadable(req) : undefined,
      duplex: "half",
    } as RequestInit);
    const text = hasBody ? await request.text() : "";
    // The Origin the app is left to see (Remix compares it with the Host before a page action).
    res.json({
      length: Buffer.byteLength(text),
      text: text.slice(0, 200),
      origin: req.get("Origin") ?? null,
    });
  });
  const server: Server = app.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    reached: () => reached,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
