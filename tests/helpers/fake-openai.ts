import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers to one chat-completions request. */
export type FakeReply =
  /** A normal completion whose message content is this text (JSON or not). */
  | { content: string; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string };

export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  response_format?: unknown;
  authorization: string | undefined;
  path: string;
};

export type FakeOpenAI = {
  /** Base URL to put in OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: ChatRequest[];
  /** Decides each answer; the default answers `{}`. */
  respond: (handler: (request: ChatRequest) => FakeReply) => void;
  close: () => Promise<void>;
};

const text = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((p) => (p as { text?: string }).text ?? "").join("") : "";

/** The user message of a recorded request, as text. */
export function promptOf(request: ChatRequest): string {
  return request.messages
    .filter((m) => m.role === "user")
    .map((m) => text(m.content))
    .join("\n");
}

/**
 * A small OpenAI-compatible server on loopback: POST /v1/chat/completions answers with whatever
 * the test prepared — a JSON document, malformed JSON, or an HTTP error — so the real
 * `@ai-sdk/openai` client runs end to end without the internet.
 */
/**
 * What OpenAI answers 400 for in a strict structured-output schema (and Azure with it): every
 * object must list all its properties as required and forbid others. Optional fields have to be
 * required and nullable instead. Null when the schema is fine, or not strict.
 */
function strictSchemaError(format: unknown): string | null {
  const f = format as { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } } | undefined;
  if (f?.type !== "json_schema" || f.json_schema?.strict !== true) return null;
  const visit = (node: unknown, at: string): string | null => {
    if (!node || typeof node !== "object") return null;
    const n = node as Record<string, unknown>;
    if (n.type === "object" || n.properties) {
      const keys = Object.keys((n.properties as Record<string, unknown>) ?? {});
      const required = Array.isArray(n.required) ? (n.required as string[]) : [];
      const missing = keys.find((k) => !required.includes(k));
      if (missing)
        return `Invalid schema for response_format '${f.json_schema?.name}': In context=(${at}), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
      if (n.additionalProperties !== false)
        return `Invalid schema for response_format '${f.json_schema?.name}': In context=(${at}), 'additionalProperties' is required to be supplied and to be false.`;
    }
    for (const [key, child] of Object.entries(n)) {
      const found = Array.isArray(child) ? child.map((c, i) => visit(c, `${at}, '${key}', ${i}`)).find(Boolean) : visit(child, `${at}, '${key}'`);
      if (found) return found;
    }
    return null;
  };
  return visit(f.json_schema?.schema, "");
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = [];
  let handler: (request: ChatRequest) => FakeReply = () => ({ content: "{}" });
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        return send(404, { error: { message: `No route for ${req.method} ${req.url}`, type: "invalid_request_error" } });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { error: { message: "Invalid JSON body", type: "invalid_request_error" } });
      }
      const request: ChatRequest = {
        model: String(body.model),
        messages: (body.messages as ChatRequest["messages"]) ?? [],
        response_format: body.response_format,
        authorization: req.headers.authorization,
        path: req.url,
      };
      requests.push(request);
      const schemaError = strictSchemaError(body.response_format);
      if (schemaError) return send(400, { error: { message: schemaError, type: "invalid_request_error", param: "response_format" } });
      const reply = handler(request);
      if ("status" in reply) {
        return send(reply.status, { error: { message: reply.message ?? "The server had an error while processing your request.", type: "server_error" } });
      }
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      counter += 1;
      send(200, {
        id: `chatcmpl-fake-${counter}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
