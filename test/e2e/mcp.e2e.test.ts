/**
 * Issue 28 item 2 with the official SDK's client over real HTTP: POST /mcp (rest-shim/mcp/) lists
 * one tool per catalogue operation that answers once, with the route's parameters as its input
 * schema; a call answers what the REST route answers for the same parameters, billed once from
 * the same wallet; refusals (402, 422, 503, an undeclared argument of a reject_unknown_args tool)
 * are tool errors carrying the spec's error body, and bill nothing.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { type RestBody, restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url);
});
afterAll(async () => service?.stop());

const { get, post } = restClient(() => service);

const clients: Client[] = [];
afterAll(async () => Promise.all(clients.map((client) => client.close())));

async function connect(key: string | null = service.key): Promise<Client> {
  const client = new Client({ name: "mcp-e2e", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`), {
    requestInit: { headers: key === null ? {} : { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function spent(accountId = service.accountId): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(accountId, access.period());
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  if (first?.type !== "text") throw new Error(`${name}: no text content`);
  return { result, body: JSON.parse(first.text) as RestBody };
}

/** An answer without its timestamp, the one key two calls never share. */
const withoutTimestamp = ({ timestamp: _timestamp, ...rest }: RestBody) => rest;

describe("tools/list", () => {
  it("one tool per catalogue operation that answers once (no SSE, no chat_excluded)", async () => {
    const { tools } = await (await connect()).listTools();
    const manifest = (await get("/api/capabilities")).body;
    const expected = manifest.tools
      .filter(
        (tool: { capability_tags: string[] }) =>
          !tool.capability_tags.includes("sse") && !tool.capability_tags.includes("chat_excluded"),
      )
      .map((tool: { name: string }) => tool.name);
    expect(expected.length).toBe(210);
    expect(tools.map((tool) => tool.name).sort()).toEqual(expected.sort());
    expect(tools.map((tool) => tool.name)).not.toContain("svc_v3_stream_bars");
  });

  it("a tool's input schema is its route's parameters, with their types, enums and defaults", async () => {
    const { tools } = await (await connect()).listTools();
    const byName = new Map<string, Tool>(tools.map((tool) => [tool.name, tool]));
    const snapshot = byName.get("svc_v3_fundamentals_price_snapshot");
    expect(snapshot).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    expect(snapshot?.inputSchema).toEqual({
      type: "object",
      properties: {
        ticker: {
          type: "string",
          description:
            "The instrument's ticker, any case (BRK-B reads as BRK.B; X:BTCUSD is a crypto pair); 422 invalid_ticker when malformed, 404 unknown_ticker when no such instrument is held.",
        },
        asset_class: {
          type: "string",
          enum: ["equity", "crypto"],
          default: "equity",
          description:
            "How a bare ticker is read: equity (the default) or crypto (BTC reads as X:BTCUSD; BTC-USD and X:BTCUSD forms too).",
        },
      },
      required: ["ticker"],
    });
    const portfolio = byName.get("svc_copilot_portfolio")?.inputSchema;
    expect(portfolio?.properties?.tickers).toMatchObject({ type: "array", minItems: 1, maxItems: 50 });
    expect(portfolio?.additionalProperties).toBe(false);
    const screener = byName.get("svc_v3_fundamentals_screener")?.inputSchema;
    expect(screener?.additionalProperties).toBe(false);
    expect(screener?.properties?.limit).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 50,
    });
  });
});

describe("tools/call", () => {
  it("answers what the REST route answers, billed once from the same wallet", async () => {
    const client = await connect();
    const before = await spent();
    const { result, body } = await call(client, "svc_v3_fundamentals_price_snapshot", { ticker: "AAPL" });
    expect(result.isError).toBeFalsy();
    expect(result._meta).toMatchObject({ status: 200, credits_charged: 1 });
    expect(await spent()).toBe(before + 1);
    const rest = await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
    expect(withoutTimestamp(body)).toEqual(withoutTimestamp(rest.body));
    expect(body).toMatchObject({ ok: true, ticker: "AAPL", price: 129.610001, is_stale: true });
    expect(await spent()).toBe(before + 2);
  });

  it("a POST route's tool sends its arguments as the body", async () => {
    const client = await connect();
    const input = { tickers: ["AAPL", "JPM"], weights: [0.6, -0.4] };
    const before = await spent();
    const { result, body } = await call(client, "svc_copilot_portfolio", input);
    expect(result.isError).toBeFalsy();
    expect(await spent()).toBe(before + 10);
    const rest = await post("/api/v1/copilot/portfolio", input);
    expect(rest.status).toBe(200);
    expect(withoutTimestamp(body)).toEqual(withoutTimestamp(rest.body));
  });

  it("an undeclared argument: ignored by a tool, refused by a reject_unknown_args tool with the accepted ones", async () => {
    const client = await connect();
    const ignored = await call(client, "svc_v3_fundamentals_price_snapshot", {
      ticker: "AAPL",
      colour: "red",
    });
    expect(ignored.result.isError).toBeFalsy();
    const before = await spent();
    const refused = await call(client, "svc_v3_fundamentals_screener", {
      sector: "Technology",
      colour: "red",
    });
    expect(refused.result.isError).toBe(true);
    expect(refused.body.detail).toMatchObject({
      error_code: "validation_error",
      parameter: "colour",
      unknown: ["colour"],
    });
    expect(refused.body.detail.accepted).toContain("sector");
    expect(refused.body.detail.accepted).toContain("security_class");
    expect(refused.body.detail.error_message).toMatch(
      /^Unknown parameter colour; accepted: sector, industry, /,
    );
    expect(await spent()).toBe(before);
  });

  it("422: a bad or missing argument is a tool error naming it, not billed", async () => {
    const client = await connect();
    const before = await spent();
    const bad = await call(client, "svc_v3_fundamentals_price_snapshot", {
      ticker: "AAPL",
      asset_class: "bond",
    });
    expect(bad.result).toMatchObject({ isError: true, _meta: { status: 422, credits_charged: 0 } });
    expect(bad.body.detail).toMatchObject({ error_code: "validation_error", parameter: "asset_class" });
    const missing = await call(client, "svc_v3_fundamentals_price_snapshot", {});
    expect(missing.body.detail).toMatchObject({ error_code: "validation_error", parameter: "ticker" });
    const noPath = await call(client, "svc_crypto", {});
    expect(noPath.result.isError).toBe(true);
    expect(noPath.body.detail).toMatchObject({ error_code: "validation_error", parameter: "ticker" });
    expect(await spent()).toBe(before);
  });

  it("402: a tool outside the caller's plan is a tool error with the spec's fields, not billed", async () => {
    const free = await issueKey(service.warehouse.db, "mcp-free", { plan: "free" });
    const client = await connect(free.key);
    const { result, body } = await call(client, "svc_v2_var", {});
    expect(result).toMatchObject({ isError: true, _meta: { status: 402, credits_charged: 0 } });
    expect(body.detail).toEqual({
      error_code: "plan_required",
      error_message: expect.any(String),
      tool_group: "risk_analytics",
      current_plan: "free",
      unlocked_by: ["pro", "expert", "enterprise"],
      upgrade_url: expect.any(String),
    });
    expect(await spent(free.accountId)).toBe(0);
  });

  it("503: a source not configured is a tool error with its code, not billed", async () => {
    const client = await connect();
    const before = await spent();
    const { result, body } = await call(client, "svc_v3_intel_options_flow", {});
    expect(result).toMatchObject({ isError: true, _meta: { status: 503, credits_charged: 0 } });
    expect(body.detail).toMatchObject({
      error_code: "upstream_unavailable",
      provider_status: "not_configured",
    });
    expect(await spent()).toBe(before);
  });

  it("an unknown tool is a JSON-RPC error", async () => {
    const client = await connect();
    await expect(client.callTool({ name: "svc_no_such_tool", arguments: {} })).rejects.toThrow(
      /Unknown tool "svc_no_such_tool"/,
    );
  });
});

describe("the endpoint", () => {
  it("needs a key: 401 with the spec's body before any JSON-RPC is read", async () => {
    await expect(connect(null)).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining("unauthorized"),
    });
    const response = await fetch(`${service.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).detail.error_code).toBe("unauthorized");
  });

  it("takes the key as REST does, also as ?api_key=", async () => {
    const client = new Client({ name: "mcp-e2e", version: "1.0.0" });
    clients.push(client);
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${service.url}/mcp?api_key=${service.key}`)),
    );
    const before = await spent();
    const { result } = await call(client, "svc_v3_fundamentals_price_snapshot", { ticker: "MSFT" });
    expect(result._meta).toMatchObject({ status: 200, credits_charged: 1 });
    expect(await spent()).toBe(before + 1);
  });

  it("holds no session: GET and DELETE answer 405", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${service.url}/mcp`, {
        method,
        headers: { authorization: `Bearer ${service.key}`, accept: "text/event-stream" },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("answers a browser's preflight (the host's CORS policy)", async () => {
    const response = await fetch(`${service.url}/mcp`, {
      method: "OPTIONS",
      headers: {
        origin: "https://agent.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,mcp-protocol-version",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
      "mcp-protocol-version",
    );
  });
});
