import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";

/** A loopback HTTP server for tests that counts every connection it accepts. */
export interface CountingServer {
  port: number;
  connections: number;
  hosts: string[];
  close: () => Promise<void>;
}

export async function startCountingServer(
  host: "127.0.0.1" | "127.0.0.2" | "127.0.0.3" | "::1",
  handler: RequestListener = (_req, res) => res.end("trap reached"),
): Promise<CountingServer> {
  const server: Server = createServer((req, res) => {
    counting.hosts.push(req.headers.host ?? "");
    handler(req, res);
  });
  server.on("connection", () => counting.connections++);
  server.listen(0, host);
  await once(server, "listening");
  const counting: CountingServer = {
    port: (server.address() as { port: number }).port,
    connections: 0,
    hosts: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return counting;
}
