/**
 * The gateway's access plugin: the one place keys, rate limits, plans, credits and
 * Idempotency-Key are enforced, for GraphQL over HTTP, graphql-ws and the REST shim alike
 * (the shim runs its persisted documents through this same gateway with its caller's headers).
 * Resolvers never see any of it. The policy itself is gateway/access/access.ts.
 *
 * - A request: HTTP requests are authenticated and counted in `onRequest`, before anything is
 *   parsed, so an anonymous caller learns nothing but 401. Operations without an HTTP request of
 *   their own (the shim's, each WebSocket operation) are authenticated and counted when their
 *   context is built.
 * - An operation: its price is quoted from the document, the plan checked and the credits held
 *   before it runs; afterwards only the lines that succeeded are charged, and the answer carries
 *   `extensions.billing`. A subscription is billed once, when it starts.
 */
import { createHash } from "node:crypto";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionResult, GraphQLError, print } from "graphql";
import { ServiceError } from "../../subgraphs/kit/errors.js";
import type { Access, Admission, Settlement } from "./access.js";
import { entitledProducts } from "./entitlements.js";
import type { Principal } from "./keys.js";
import { keyFromRequest } from "./keys.js";
import { quoteOperation, settleQuote } from "./quote.js";
import { streamLimit } from "./streamLimit.js";

/** What the plugin keeps for one request; `headers` are added to its response. */
export interface AccessState {
  principal: Principal;
  headers: Record<string, string>;
  /** Products the plan includes; subgraphs read them through kit/entitlements.ts. */
  entitledProducts: string[];
}

interface OperationContext {
  request?: Request;
  /** Gathered by the runtime from the request (or WebSocket upgrade) and connection params. */
  headers?: Record<string, string | string[] | undefined>;
  req?: { url?: string };
  access?: AccessState;
}

export const ESTIMATE_HEADER = "x-credits-estimate";
export const IDEMPOTENCY_HEADER = "idempotency-key";

function headerOf(context: OperationContext, name: string): string | undefined {
  const fromRequest = context.request?.headers.get(name);
  if (fromRequest) return fromRequest;
  const value = context.headers?.[name] ?? context.headers?.[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function refusal(error: unknown): ExecutionResult {
  if (error instanceof GraphQLError) return { errors: [error] };
  throw error;
}

function billingExtension(settlement: Settlement, extra: Record<string, unknown> = {}) {
  return {
    request_id: settlement.requestId,
    credits_quoted: settlement.quoted,
    credits_charged: settlement.charged,
    credits_left: settlement.creditsLeft,
    period: settlement.period,
    lines: settlement.lines.map((line) => ({
      operation: line.operation,
      product: line.product,
      credits: line.credits,
      outcome: line.outcome,
      error_code: line.errorCode,
    })),
    ...extra,
  };
}

function creditHeaders(settlement: Settlement): Record<string, string> {
  return {
    "X-Credits-Charged": String(settlement.charged),
    "X-Credits-Left": String(settlement.creditsLeft),
    "X-Request-Id": settlement.requestId,
  };
}

/** Same operation, same variables: the fingerprint an Idempotency-Key is bound to. */
function fingerprint(document: string, variables: unknown, operationName: string | null | undefined): string {
  const stable = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, stable(v)]),
        )
      : Array.isArray(value)
        ? value.map(stable)
        : value;
  return createHash("sha256")
    .update(JSON.stringify([document, stable(variables ?? {}), operationName ?? null]))
    .digest("hex");
}

/** 5xx answers are worth retrying, so their Idempotency-Key is released instead of stored. */
function retryable(result: ExecutionResult): boolean {
  return (result.errors ?? []).some((error) => {
    const status = error.extensions?.status;
    return typeof status !== "number" || status >= 500;
  });
}

export function useAccess(access: Access): GatewayPlugin {
  const byRequest = new WeakMap<Request, AccessState>();
  const streams = streamLimit(access.maxStreamsPerKey);

  async function admit(key: string | null): Promise<AccessState> {
    const principal = await access.authenticate(key);
    const { headers } = await access.admitRequest(principal);
    return { principal, headers, entitledProducts: entitledProducts(principal) };
  }

  async function runPriced(
    state: AccessState,
    context: OperationContext,
    quoteInput: Parameters<typeof quoteOperation>,
    run: () => Promise<ExecutionResult>,
  ): Promise<ExecutionResult> {
    const quote = quoteOperation(...quoteInput);
    if (headerOf(context, ESTIMATE_HEADER) === "true") {
      const spent = await access.backend.spent(state.principal.accountId, access.period());
      return {
        extensions: {
          billing: {
            estimate: true,
            credits_quoted: quote.total,
            credits_left: Math.max(0, state.principal.monthlyAllowance - spent),
            lines: quote.lines.map((l) => ({
              operation: l.operation,
              product: l.product,
              credits: l.credits,
            })),
          },
        },
      };
    }
    let admission: Admission;
    try {
      admission = await access.admitOperation(state.principal, quote);
    } catch (error) {
      // A refused operation held nothing and is charged nothing; the answer says so like any other.
      Object.assign(state.headers, { "X-Credits-Charged": "0" });
      return refusal(error);
    }
    let result: ExecutionResult | undefined;
    try {
      result = await run();
      return result;
    } finally {
      const lines = settleQuote(quote, state.principal.keyId, result ?? { data: null });
      const settlement = await access.settle(admission, result ? lines : lines.map(failed));
      Object.assign(state.headers, creditHeaders(settlement));
      if (result) result.extensions = { ...result.extensions, billing: billingExtension(settlement) };
    }
  }

  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") return;
      const { key } = keyFromRequest((name) => request.headers.get(name), url.searchParams);
      try {
        byRequest.set(request, await admit(key));
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        const { message, extensions } = error;
        const { http, ...body } = extensions as {
          http?: { status: number; headers?: Record<string, string> };
        };
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: body }] }), {
            status: http?.status ?? 500,
            headers: { "content-type": "application/json", ...(http?.headers ?? {}) },
          }),
        );
      }
    },

    async onContextBuilding({ context, extendContext }) {
      const operation = context as OperationContext;
      const known = operation.request ? byRequest.get(operation.request) : undefined;
      if (known) {
        extendContext({ access: known } as never);
        return;
      }
      const query = new URL(operation.req?.url ?? "/", "http://local").searchParams;
      const { key } = keyFromRequest((name) => headerOf(operation, name), query);
      extendContext({ access: await admit(key) } as never);
    },

    onExecute({ args, executeFn, setExecuteFn }) {
      setExecuteFn(async (executeArgs) => {
        const context = executeArgs.contextValue as OperationContext;
        const state = context.access;
        if (!state)
          return refusal(new ServiceError("unauthorized", "The operation carries no verified key."));
        const quoteInput: Parameters<typeof quoteOperation> = [
          executeArgs.schema,
          executeArgs.document,
          executeArgs.operationName,
          executeArgs.variableValues as Record<string, unknown> | undefined,
          access.pricing,
        ];
        const execute = () => executeFn(executeArgs) as Promise<ExecutionResult>;
        const idempotencyKey = headerOf(context, IDEMPOTENCY_HEADER);
        if (!idempotencyKey) return runPriced(state, context, quoteInput, execute);

        const { accountId } = state.principal;
        const print_ = fingerprint(
          print(args.document),
          executeArgs.variableValues,
          executeArgs.operationName,
        );
        const claim = await access.backend.beginIdempotent(accountId, idempotencyKey, print_, access.now());
        if (claim.state === "done") {
          state.headers["Idempotent-Replayed"] = "true";
          const stored = JSON.parse(claim.result) as ExecutionResult;
          return { ...stored, extensions: { billing: { credits_charged: 0, idempotent_replay: true } } };
        }
        if (claim.state === "in_flight") {
          return refusal(
            new ServiceError(
              "idempotency_in_flight",
              `A request with Idempotency-Key ${idempotencyKey} is still running.`,
            ),
          );
        }
        if (claim.state === "mismatch") {
          return refusal(
            new ServiceError(
              "idempotency_key_reused",
              `Idempotency-Key ${idempotencyKey} was used with a different request body; use a new key for a new request.`,
            ),
          );
        }
        let result: ExecutionResult | undefined;
        try {
          result = await runPriced(state, context, quoteInput, execute);
          return result;
        } finally {
          if (result && !retryable(result)) {
            const { extensions: _billing, ...answer } = result;
            await access.backend.completeIdempotent(
              accountId,
              idempotencyKey,
              JSON.stringify(answer),
              access.now(),
            );
          } else {
            await access.backend.abandonIdempotent(accountId, idempotencyKey);
          }
        }
      });
    },

    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (subscribeArgs) => {
        const context = subscribeArgs.contextValue as OperationContext;
        const state = context.access;
        if (!state)
          return refusal(new ServiceError("unauthorized", "The operation carries no verified key."));
        const quote = quoteOperation(
          subscribeArgs.schema,
          args.document,
          subscribeArgs.operationName,
          subscribeArgs.variableValues as Record<string, unknown> | undefined,
          access.pricing,
        );
        let admission: Admission;
        try {
          streams.check(state.principal.keyId);
          admission = await access.admitOperation(state.principal, quote);
        } catch (error) {
          Object.assign(state.headers, { "X-Credits-Charged": "0" });
          return refusal(error);
        }
        let started = false;
        try {
          const stream = await subscribeFn(subscribeArgs);
          started = Symbol.asyncIterator in Object(stream);
          return started
            ? streams.track(state.principal.keyId, stream as AsyncIterable<ExecutionResult>)
            : stream;
        } finally {
          // Billed once per subscription (spec/03: once per connection), when it starts.
          const lines = quote.lines.map((line) => ({
            keyId: state.principal.keyId,
            operation: line.operation,
            product: line.product,
            credits: started ? line.credits : 0,
            outcome: started ? ("charged" as const) : ("not_billed" as const),
            errorCode: started ? null : "subscription_refused",
          }));
          // An SSE answer's headers go out when the stream opens, after this: they say the charge.
          Object.assign(state.headers, creditHeaders(await access.settle(admission, lines)));
        }
      });
    },

    onResponse({ request, response }) {
      const state = byRequest.get(request);
      if (!state) return;
      for (const [name, value] of Object.entries(state.headers)) response.headers.set(name, value);
    },
  };
}

function failed<T extends { outcome: string; credits: number; errorCode: string | null }>(line: T): T {
  return { ...line, outcome: "not_billed", credits: 0, errorCode: line.errorCode ?? "internal_error" };
}
