// The yardstick of npm run bench:pages: a bare node `http` server, in a process of its own, that
// answers each path with exactly the bytes the app sent for it (status, headers, the body as
// encoded by the app) from memory. Nothing else: no routing library, no logging, no compression.
//
//   node bare-server.mjs PORT DIR    (DIR/responses.json lists {path, status, headers, file})
//
// The query string is ignored, so the cache-missing URLs of the cold runs get the same answer.
// Prints "listening" once it accepts connections.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const [port, dir] = process.argv.slice(2);
const routes = new Map();
for (const { path: urlPath, status, headers, file } of JSON.parse(
  readFileSync(path.join(dir, "responses.json"), "utf8"),
)) {
  const body = readFileSync(path.join(dir, file));
  routes.set(urlPath, { status, headers: { ...headers, "content-length": body.length }, body });
}

const server = http.createServer((request, response) => {
  const route = routes.get(request.url.split("?")[0]);
  if (!route) {
    response.writeHead(404, { "content-length": 0 });
    return response.end();
  }
  response.writeHead(route.status, route.headers);
  response.end(route.body);
});
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
