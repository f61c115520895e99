import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * The OpenAI chat-completions API on loopback, standing in for OpenAI (or any compatible server)
 * in tests: `POST /v1/chat/completions` checks the bearer key, records each request, and answers
 * with a completion whose message content is the JSON `reply` returns (a string is sent as is,
 * for malformed answers). `delayMs` makes it slow; `status` makes it fail with that status.
 */
export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: unknown }[];
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface OpenAiStandInOptions {
  reply?: (body: ChatRequestBody) => object | string;
  delayMs?: number;
  status?: number;
}

export interface RecordedRequest {
  authorization: string | undefined;
  body: ChatRequestBody;
}

export interface OpenAiStandIn {
  /** The base URL to configure (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Changes the behaviour for the requests that follow. */
  configure: (options: OpenAiStandInOptions) => void;
  /** Image data URLs sent in a recorded request's messages. */
  imageUrls: (request: RecordedRequest) => string[];
  close: () => Promise<void>;
}

export const DEFAULT_REPLY = {
  title: "Stand-in Title",
  category: "landscape",
  description: "A description written by the OpenAI stand-in.",
  tags: ["stand-in", "test"],
  alt: "Alt text from the stand-in.",
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return JSON.parse(body);
}

function imageUrls({ body }: RecordedRequest): string[] {
  return body.messages.flatMap((m) =>
    Array.isArray(m.content)
      ? m.content
          .filter((part) => part?.type === "image_url")
          .map((part) => String(part.image_url?.url))
      : [],
  );
}

export async function startOpenAiStandIn(
  initial: OpenAiStandInOptions = {},
): Promise<OpenAiStandIn> {
  const apiKey = `sk-test-${randomBytes(8).toString("hex")}`;
  let options = initial;
  const requests: RecordedRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      if (!res.destroyed) {
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      }
    };
    const fail = (status: number, message: string, code: string) =>
      send(status, { error: { message, type: "invalid_request_error", param: null, code } });

    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      return fail(404, `Unknown request URL: ${req.method} ${req.url}`, "unknown_url");
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return fail(401, "Incorrect API key provided.", "invalid_api_key");
    }
    const body = (await readJson(req)) as ChatRequestBody;
    requests.push({ authorization: req.headers.authorization, body });
    const { reply = () => DEFAULT_REPLY, delayMs = 0, status = 200 } = options;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (status !== 200) return fail(status, "The stand-in was told to fail.", "server_error");
    const content = reply(body);
    send(200, {
      id: `chatcmpl-standin-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: typeof content === "string" ? content : JSON.stringify(content),
            refusal: null,
          },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    configure: (next) => (options = next),
    imageUrls,
    close: () =>
      new Promise((resolve) => {
        // Slow-mode requests may still be waiting: do not let them hold the test up.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
