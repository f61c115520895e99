import { request } from "node:http";
import type { RunningServer } from "./server-process";

/** An answer as the share link tests read it: status, headers, bytes and text. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export interface CallOptions {
  method?: string;
  cookie?: string;
  /** The loopback address the request leaves from: each stands for one client. */
  from?: string;
  body?: string;
  type?: string;
}

/** One request to the server from a chosen loopback address; a body goes with a same Origin. */
export function callServer(
  server: RunningServer,
  pathname: string,
  { method = "GET", cookie, from = "127.0.0.1", body, type }: CallOptions = {},
): Promise<Answer> {
  const { port } = new URL(server.url);
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (type) headers["Content-Type"] = type;
  if (body !== undefined) headers.Origin = server.url;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: pathname, method, localAddress: from, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes,
            text: bytes.toString("utf8"),
          });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The `name=value` of each Set-Cookie of an answer. */
export const cookiesOf = (answer: Answer): string[] => {
  const setCookie = answer.headers["set-cookie"];
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((line) => line.split(";")[0]!);
};
