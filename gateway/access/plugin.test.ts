/**
 * The access plugins composed as the gateway composes them, on a small schema and a recording
 * Access: the order an operation meets them in (the list order for requests, the reverse for the
 * execute wrappers) and the headers they leave in the caller's ResponseHeaders.
 */
import { envelop, type Plugin, useEngine, useSchema } from "@envelop/core";
import * as GraphQLJS from "graphql";
import { buildSchema, type ExecutionResult, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { ServiceError } from "../../core/errors.js";
import { type Access, type Admission, type Settlement, storeUnreachable } from "./access.js";
import type { IdempotencyBegin } from "./backend.js";
import type { Principal } from "./keys.js";
import { openStreams } from "./openStreams.js";
import { useAccess } from "./plugin.js";
import type { Quote } from "./quote.js";
import { ResponseHeaders } from "./responseHeaders.js";

const schema = buildSchema(`
  type Query { price: Float }
  type Subscription { ticks: Float }
`);

const pricing = {
  roots: {
    "Query.price": { operation: "svc_price", product: "market_data" as const, credits: 1 },
    "Subscription.ticks": { operation: "svc_ticks", product: "market_data" as const, credits: 1 },
  },
  joins: {},
};

const principal: Principal = {
  keyId: "key1",
  label: "test",
  accountId: "acct1",
  plan: "pro",
  addons: [],
  suspended: false,
  monthlyAllowance: 100,
  operator: false,
};

/** An Access that records each step it is asked for; `refuse` makes one step throw its refusal. */
function recordingAccess(options: { claim?: IdempotencyBegin; refuse?: string } = {}) {
  const calls: string[] = [];
  const step = (name: string) => {
    calls.push(name);
    if (options.refuse === name) throw new ServiceError("unauthorized", `${name} refused`);
  };
  const access = {
    now: () => 0,
    period: () => "2026-11",
    streams: openStreams(1),
    pricing,
    async authenticate() {
      step("authenticate");
      return principal;
    },
    async admitRequest() {
      step("admitRequest");
      return {
        window: { allowed: true, count: 1, resetAtMs: 60_000 },
        headers: { RateLimit: '"minute";r=9;t=60' },
      };
    },
    async admitOperation(_: Principal, quote: Quote): Promise<Admission> {
      step("admitOperation");
      return { principal, requestId: "req1", quote, hold: null };
    },
    async isResume() {
      return false;
    },
    async settle(admission: Admission, lines: Settlement["lines"]): Promise<Settlement> {
      step("settle");
      const charged = lines.reduce((sum, line) => sum + (line.outcome === "charged" ? line.credits : 0), 0);
      return {
        requestId: admission.requestId,
        quoted: 1,
        charged,
        creditsLeft: 99,
        period: "2026-11",
        lines,
      };
    },
    backend: {
      async spent() {
        step("spent");
        return 1;
      },
      async beginIdempotent() {
        step("beginIdempotent");
        return options.claim ?? { state: "new" };
      },
      async completeIdempotent() {
        step("completeIdempotent");
      },
      async abandonIdempotent() {
        step("abandonIdempotent");
      },
    },
  };
  return { access: access as unknown as Access, calls };
}

function gateway(access: Access) {
  return envelop({
    plugins: [useEngine(GraphQLJS), useSchema(schema), ...(useAccess(access) as Plugin[])],
  });
}

async function run(access: Access, calls: string[], headers: Record<string, string>) {
  const responseHeaders = new ResponseHeaders();
  const { contextFactory, execute, schema } = gateway(access)({ headers, responseHeaders });
  const contextValue = await contextFactory();
  const rootValue = {
    price: () => {
      calls.push("run");
      return 1.5;
    },
  };
  const result = (await execute({
    schema,
    document: parse("{ price }"),
    rootValue,
    contextValue,
  })) as ExecutionResult;
  return { result, headers: responseHeaders.toRecord() };
}

describe("the access plugins in order", () => {
  it("verify the key, count the request, claim the Idempotency-Key, hold, run, settle, then store", async () => {
    const { access, calls } = recordingAccess();
    const { result, headers } = await run(access, calls, { "idempotency-key": "k" });
    expect(calls).toEqual([
      "authenticate",
      "admitRequest",
      "beginIdempotent",
      "admitOperation",
      "run",
      "settle",
      "completeIdempotent",
    ]);
    expect(result.extensions?.billing).toMatchObject({ credits_charged: 1, request_id: "req1" });
    expect(headers).toEqual({
      RateLimit: '"minute";r=9;t=60',
      "X-Credits-Charged": "1",
      "X-Credits-Left": "99",
    });
  });

  it("quote an estimate inside the Idempotency-Key's claim, holding and running nothing", async () => {
    const { access, calls } = recordingAccess();
    const { result } = await run(access, calls, { "idempotency-key": "k", "x-credits-estimate": "true" });
    expect(calls).toEqual(["authenticate", "admitRequest", "beginIdempotent", "spent", "completeIdempotent"]);
    expect(result.extensions?.billing).toMatchObject({ estimate: true, credits_quoted: 1, credits_left: 99 });
  });

  it("replay a stored answer without holding, running or charging", async () => {
    const { access, calls } = recordingAccess({ claim: { state: "done", result: '{"data":{"price":2}}' } });
    const { result, headers } = await run(access, calls, { "idempotency-key": "k" });
    expect(calls).toEqual(["authenticate", "admitRequest", "beginIdempotent"]);
    expect(result).toEqual({
      data: { price: 2 },
      extensions: { billing: { credits_charged: 0, idempotent_replay: true } },
    });
    expect(headers["Idempotent-Replayed"]).toBe("true");
  });

  it("stop at a refused key before counting the request", async () => {
    const { access, calls } = recordingAccess({ refuse: "authenticate" });
    await expect(run(access, calls, {})).rejects.toThrow("authenticate refused");
    expect(calls).toEqual(["authenticate"]);
  });

  it("answer a refused hold with X-Credits-Charged: 0 and nothing run or settled", async () => {
    const { access, calls } = recordingAccess({ refuse: "admitOperation" });
    const { result, headers } = await run(access, calls, {});
    expect(result.errors?.[0]?.message).toBe("admitOperation refused");
    expect(calls).toEqual(["authenticate", "admitRequest", "admitOperation"]);
    expect(headers["X-Credits-Charged"]).toBe("0");
  });

  it("answer a failed settle (the store went down while the operation ran) as a refusal charging 0", async () => {
    const { access, calls } = recordingAccess();
    Object.assign(access, {
      async settle() {
        calls.push("settle");
        throw storeUnreachable();
      },
    });
    const { result, headers } = await run(access, calls, { "idempotency-key": "k" });
    expect(calls).toEqual([
      "authenticate",
      "admitRequest",
      "beginIdempotent",
      "admitOperation",
      "run",
      "settle",
      "abandonIdempotent",
    ]);
    expect(result.data).toBeUndefined();
    // A 502, so the Idempotency-Key is released for the retry rather than stored.
    expect(result.errors?.[0]?.extensions?.code).toBe("keyservice_unreachable");
    expect(headers["X-Credits-Charged"]).toBe("0");
    expect(headers["X-Credits-Left"]).toBeUndefined();
  });

  it("refuse a stream beyond the per-key cap before holding its credits", async () => {
    const { access, calls } = recordingAccess();
    const getEnveloped = gateway(access);
    const subscribe = async () => {
      const responseHeaders = new ResponseHeaders();
      const enveloped = getEnveloped({ headers: {}, responseHeaders });
      const contextValue = await enveloped.contextFactory();
      const rootValue = {
        async *ticks() {
          yield { ticks: 1 };
        },
      };
      const result = await enveloped.subscribe({
        schema: enveloped.schema,
        document: parse("subscription { ticks }"),
        rootValue,
        contextValue,
      });
      return { result, headers: responseHeaders.toRecord() };
    };
    const open = await subscribe();
    expect(Symbol.asyncIterator in Object(open.result)).toBe(true);
    expect(open.headers["X-Credits-Charged"]).toBe("1");
    calls.length = 0;
    const refused = await subscribe();
    expect((refused.result as ExecutionResult).errors?.[0]?.extensions?.code).toBe("rate_limited");
    expect(refused.headers["X-Credits-Charged"]).toBe("0");
    expect(calls).toEqual(["authenticate", "admitRequest"]);
  });

  it("settle a stream with no headers to send (a WebSocket operation has no sink)", async () => {
    const { access, calls } = recordingAccess();
    const enveloped = gateway(access)({ headers: {} });
    const contextValue = await enveloped.contextFactory();
    const rootValue = {
      async *ticks() {
        yield { ticks: 1 };
      },
    };
    await enveloped.subscribe({
      schema: enveloped.schema,
      document: parse("subscription { ticks }"),
      rootValue,
      contextValue,
    });
    expect(calls).toEqual(["authenticate", "admitRequest", "admitOperation", "settle"]);
  });
});
