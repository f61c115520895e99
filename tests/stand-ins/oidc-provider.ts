import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * A small OpenID Connect provider on loopback, standing in for a real identity provider in tests:
 * discovery, an authorize endpoint that signs the configured person in at once, a token endpoint
 * that checks the client secret and PKCE, and userinfo.
 */
export interface OidcPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  person: OidcPerson;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

export async function startOidcProvider(person: OidcPerson): Promise<OidcStandIn> {
  const clientId = "viewfinder-test";
  const clientSecret = randomBytes(8).toString("hex");
  const codes = new Map<string, { challenge: string | null; redirectUri: string }>();
  const tokens = new Set<string>();
  let issuer = "";

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    }
    if (url.pathname === "/authorize") {
      if (url.searchParams.get("client_id") !== clientId)
        return send(400, { error: "invalid_client" });
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const code = randomBytes(12).toString("hex");
      codes.set(code, { challenge: url.searchParams.get("code_challenge"), redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const basic = Buffer.from(
        (req.headers.authorization ?? "").replace(/^Basic /, ""),
        "base64",
      ).toString();
      const [id, secret] = basic
        ? basic.split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      if (id !== clientId || secret !== clientSecret) return send(401, { error: "invalid_client" });
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (!grant || (grant.challenge && grant.challenge !== challenge))
        return send(400, { error: "invalid_grant" });
      const accessToken = randomBytes(16).toString("hex");
      tokens.add(accessToken);
      return send(200, { access_token: accessToken, token_type: "Bearer", expires_in: 3600 });
    }
    if (url.pathname === "/userinfo") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!tokens.has(token)) return send(401, { error: "invalid_token" });
      return send(200, person);
    }
    send(404, { error: "not_found" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    person,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
