/**
 * Issue 28 item 3 over real HTTP: the agent API (rest-shim/agent/), POST /v1/chat/completions and
 * POST /v1/messages. Enterprise only (402 with the spec's fields below it); each field of the two
 * public request shapes checked (422 naming it); an accepted request, streamed or not, answers the
 * honest 503 of a model provider not configured: no completion, no Retry-After, nothing billed.
 */
import { afterAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url);
});
afterAll(async () => service?.stop());

const { post } = restClient(() => service);

async function spent(accountId = service.accountId): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(accountId, access.period());
}

const CHAT = "/v1/chat/completions";
const MESSAGES = "/v1/messages";
const chat = { model: "brain", messages: [{ role: "user", content: "What moved AAPL?" }] };
const messages = {
  model: "brain",
  max_tokens: 256,
  messages: [{ role: "user", content: "What moved AAPL?" }],
};

describe("Enterprise only", () => {
  for (const [path, body] of [
    [CHAT, chat],
    [MESSAGES, messages],
  ] as const) {
    it(`${path}: 402 plan_required below Enterprise, with the spec's fields, not billed`, async () => {
      const pro = await issueKey(service.warehouse.db, "agent-pro", { plan: "pro" });
      const { status, headers, body: answer } = await post(path, body, pro.key);
      expect(status).toBe(402);
      expect(answer.detail).toEqual({
        error_code: "plan_required",
        error_message: "Agent API is not included in the pro plan.",
        tool_group: "agent_api",
        current_plan: "pro",
        unlocked_by: ["enterprise"],
        upgrade_url: "/api/capabilities#plans",
      });
      expect(headers.get("x-credits-charged")).toBe("0");
      // Counted against the rate limit like any REST request (Pro: 600 a minute); this was its first.
      expect(headers.get("ratelimit-policy")).toBe('"minute";q=600;w=60');
      expect(headers.get("ratelimit")).toMatch(/^"minute";r=599;/);
      expect(await spent(pro.accountId)).toBe(0);
    });

    it(`${path}: 401 without a key`, async () => {
      const { status, body: answer } = await post(path, body, null);
      expect(status).toBe(401);
      expect(answer.detail.error_code).toBe("unauthorized");
    });
  }
});

describe("an accepted request: 503 upstream_unavailable, no completion, nothing billed", () => {
  for (const [path, body] of [
    [CHAT, chat],
    [MESSAGES, { ...messages, system: "Be brief." }],
  ] as const) {
    for (const stream of [false, true]) {
      it(`${path} with stream: ${stream}`, async () => {
        const before = await spent();
        const { status, headers, body: answer } = await post(path, { ...body, stream });
        expect(status).toBe(503);
        expect(headers.get("content-type")).toMatch(/^application\/json/);
        expect(answer.detail).toMatchObject({
          error_code: "upstream_unavailable",
          provider: "agent_model",
          provider_status: "not_configured",
        });
        expect(answer).not.toHaveProperty("choices");
        expect(answer).not.toHaveProperty("content");
        expect(headers.get("retry-after")).toBeNull();
        expect(headers.get("x-error-code")).toBe("upstream_unavailable");
        expect(headers.get("x-credits-charged")).toBe("0");
        expect(await spent()).toBe(before);
      });
    }
  }
});

/** [what is wrong, the body, the field the 422 names]. */
const CHAT_REFUSALS: [string, unknown, string][] = [
  ["not an object", [chat], "body"],
  ["no model", { messages: chat.messages }, "model"],
  ["another model", { ...chat, model: "gpt-4o" }, "model"],
  ["no messages", { model: "brain" }, "messages"],
  ["no message", { ...chat, messages: [] }, "messages"],
  ["messages not a list", { ...chat, messages: "hi" }, "messages"],
  ["an unknown role", { ...chat, messages: [{ role: "wizard", content: "hi" }] }, "messages[0].role"],
  ["a user turn without content", { ...chat, messages: [{ role: "user" }] }, "messages[0].content"],
  ["content a number", { ...chat, messages: [{ role: "user", content: 5 }] }, "messages[0].content"],
  ["stream not a boolean", { ...chat, stream: "yes" }, "stream"],
  ["max_tokens 0", { ...chat, max_tokens: 0 }, "max_tokens"],
  ["max_tokens a fraction", { ...chat, max_tokens: 1.5 }, "max_tokens"],
  ["temperature over 2", { ...chat, temperature: 3 }, "temperature"],
  ["top_p over 1", { ...chat, top_p: 1.5 }, "top_p"],
  ["n 0", { ...chat, n: 0 }, "n"],
  ["five stops", { ...chat, stop: ["a", "b", "c", "d", "e"] }, "stop"],
];

const MESSAGES_REFUSALS: [string, unknown, string][] = [
  ["not an object", "hello", "body"],
  ["no model", { max_tokens: 5, messages: messages.messages }, "model"],
  ["no max_tokens", { model: "brain", messages: messages.messages }, "max_tokens"],
  ["max_tokens 0", { ...messages, max_tokens: 0 }, "max_tokens"],
  ["no messages", { model: "brain", max_tokens: 5 }, "messages"],
  [
    "a system turn in messages",
    { ...messages, messages: [{ role: "system", content: "x" }] },
    "messages[0].role",
  ],
  [
    "an assistant turn without content",
    { ...messages, messages: [{ role: "assistant" }] },
    "messages[0].content",
  ],
  ["system a number", { ...messages, system: 5 }, "system"],
  ["stream as text", { ...messages, stream: "true" }, "stream"],
  ["temperature over 1", { ...messages, temperature: 1.5 }, "temperature"],
  ["top_k negative", { ...messages, top_k: -1 }, "top_k"],
  ["stop_sequences not texts", { ...messages, stop_sequences: [1] }, "stop_sequences[0]"],
];

describe("422: each field of the public shapes is checked", () => {
  for (const [path, cases] of [
    [CHAT, CHAT_REFUSALS],
    [MESSAGES, MESSAGES_REFUSALS],
  ] as const) {
    for (const [what, body, field] of cases) {
      it(`${path}: ${what} is refused naming ${field}`, async () => {
        const before = await spent();
        const { status, headers, body: answer } = await post(path, body);
        expect(status).toBe(422);
        expect(answer.detail).toMatchObject({ error_code: "validation_error", parameter: field });
        expect(answer.detail.error_message).toContain("accepted:");
        expect(headers.get("x-credits-charged")).toBe("0");
        expect(await spent()).toBe(before);
      });
    }
  }

  it("a field the shape does not name is left for the provider: still the 503", async () => {
    const { status } = await post(CHAT, { ...chat, reasoning_effort: "low", parallel_tool_calls: true });
    expect(status).toBe(503);
  });
});
