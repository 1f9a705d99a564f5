/**
 * How the shim runs its persisted documents: straight through the gateway runtime's envelop, in
 * the same process, with the caller's key headers in the operation's context. No HTTP request is
 * built, nothing is serialised, and the document was parsed and validated once at start-up; the
 * access plugin and the query planner see the operation like any other.
 *
 * A REST request is admitted in two steps. When it arrives, before its inputs are read, its
 * operation's context is built (`admit`): the access plugins verify the key and count the request
 * against the rate limit there, so no key is a 401 whatever the inputs, and a refused input still
 * counts. Once its inputs were accepted, the route's document runs in that same context
 * (`execute` / `subscribe`): the plugins see the key verified and the request counted, and do
 * neither again.
 */
import { type DocumentNode, type ExecutionResult, GraphQLError } from "graphql";
import { ResponseHeaders } from "../gateway/access/responseHeaders.js";
import type { PointInTimeContext } from "../gateway/pointInTime.js";
import type { Gateway } from "../gateway/runtime.js";

export interface ExecutorAnswer {
  result: ExecutionResult;
  /** Headers the gateway's plugins set for this operation (RateLimit, X-Credits-*, ...). */
  headers: Record<string, string>;
}

export interface SubscriberAnswer {
  /** A stream of frames once it opened; a single result carrying the refusal otherwise. */
  result: AsyncIterable<ExecutionResult> | ExecutionResult;
  headers: Record<string, string>;
}

/** One admitted request's operation: its context built, its document not yet run. */
export interface AdmittedOperation {
  /** The headers the plugins set so far (RateLimit), for an answer refused before it runs. */
  headers(): Record<string, string>;
  /** `asOf`: the point in time the request asked by `as_of` (gateway/pointInTime.ts checks it). */
  execute(document: DocumentNode, variables: Record<string, unknown>, asOf?: string): Promise<ExecutorAnswer>;
  /** The SSE routes' way in: the route's subscription, as a graphql-ws client's. */
  subscribe(
    document: DocumentNode,
    variables: Record<string, unknown>,
    asOf?: string,
  ): Promise<SubscriberAnswer>;
}

/**
 * Builds a request's operation context from its key headers and the route's document: the
 * operation, or the refusal (401, 403, 429, 502) as a GraphQL result whose error carries the
 * status and headers. The HTTP request rides along as `httpRequest`, for what the gateway notes
 * of it (its account, for its log line: gateway/monitoring/requestContexts.ts); the key is read
 * from the headers alone.
 */
export type Admit = (
  headers: Record<string, string>,
  document: DocumentNode,
  httpRequest: object,
) => Promise<AdmittedOperation | ExecutionResult>;

export function isAdmitted(admission: AdmittedOperation | ExecutionResult): admission is AdmittedOperation {
  return typeof (admission as AdmittedOperation).execute === "function";
}

/** A GraphQLError thrown by a plugin as the result it stands for. */
async function refusalAsResult<T>(run: () => Promise<T>): Promise<T | ExecutionResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
}

export function gatewayAdmit(gateway: Gateway): Admit {
  return async (headers, document, httpRequest) => {
    // The gateway's plugins write this operation's answer headers here; the key plugin's refusal
    // reads the document (the per-user stream's is 403, not 401).
    const responseHeaders = new ResponseHeaders();
    const { execute, subscribe, schema, contextFactory } = gateway.getEnveloped({
      headers,
      responseHeaders,
      document,
      httpRequest,
    });
    // A refusal (no valid key, rate limit) is thrown from the context's construction; its
    // headers (Retry-After, RateLimit) travel in the error's extensions.
    const built = await refusalAsResult(async () => ({ contextValue: await contextFactory() }));
    if (!("contextValue" in built)) return built;
    const { contextValue } = built;
    /** The request's `as_of`, where the point-in-time plugin reads it when the operation runs. */
    const askAt = (asOf: string | undefined) => {
      if (asOf !== undefined) (contextValue as PointInTimeContext).asOfParameter = asOf;
    };
    return {
      headers: () => responseHeaders.toRecord(),
      async execute(document, variables, asOf) {
        askAt(asOf);
        const result = await refusalAsResult(
          () =>
            execute({
              schema,
              document,
              variableValues: variables,
              contextValue,
            }) as Promise<ExecutionResult>,
        );
        return { result, headers: responseHeaders.toRecord() };
      },
      async subscribe(document, variables, asOf) {
        askAt(asOf);
        const result = await refusalAsResult(
          () =>
            subscribe({ schema, document, variableValues: variables, contextValue }) as Promise<
              AsyncIterable<ExecutionResult> | ExecutionResult
            >,
        );
        return { result, headers: responseHeaders.toRecord() };
      },
    };
  };
}
