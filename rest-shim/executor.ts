/**
 * How the shim runs its persisted documents: straight through the gateway runtime's envelop, in
 * the same process, with the caller's key headers in the operation's context. No HTTP request is
 * built, nothing is serialised, and the document was parsed and validated once at start-up; the
 * access plugin and the query planner see the operation like any other.
 */
import { type DocumentNode, type ExecutionResult, GraphQLError } from "graphql";
import { ResponseHeaders } from "../gateway/access/responseHeaders.js";
import type { Gateway } from "../gateway/runtime.js";

export interface ExecutorAnswer {
  result: ExecutionResult;
  /** Headers the gateway's plugins set for this operation (RateLimit, X-Credits-*, ...). */
  headers: Record<string, string>;
}

export type GraphQLExecutor = (request: {
  document: DocumentNode;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}) => Promise<ExecutorAnswer>;

export function gatewayExecutor(gateway: Gateway): GraphQLExecutor {
  return async ({ document, variables, headers }) => {
    try {
      // The gateway's plugins write this operation's answer headers here.
      const responseHeaders = new ResponseHeaders();
      const { execute, schema, contextFactory } = gateway.getEnveloped({ headers, responseHeaders });
      const contextValue = await contextFactory();
      const result = (await execute({
        schema,
        document,
        variableValues: variables,
        contextValue,
      })) as ExecutionResult;
      return { result, headers: responseHeaders.toRecord() };
    } catch (error) {
      // A refusal before execution (no valid key, rate limit) is thrown from the context's
      // construction; its headers (Retry-After, RateLimit) travel in the error's extensions.
      if (error instanceof GraphQLError) return { result: { errors: [error] }, headers: {} };
      throw error;
    }
  };
}

export interface SubscriberAnswer {
  /** A stream of frames once it opened; a single result carrying the refusal otherwise. */
  result: AsyncIterable<ExecutionResult> | ExecutionResult;
  headers: Record<string, string>;
}

export type GraphQLSubscriber = (request: {
  document: DocumentNode;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}) => Promise<SubscriberAnswer>;

/** The SSE routes' way in: the route's subscription on the gateway, as a graphql-ws client's. */
export function gatewaySubscriber(gateway: Gateway): GraphQLSubscriber {
  return async ({ document, variables, headers }) => {
    try {
      const responseHeaders = new ResponseHeaders();
      const { subscribe, schema, contextFactory } = gateway.getEnveloped({ headers, responseHeaders });
      const contextValue = await contextFactory();
      const result = (await subscribe({
        schema,
        document,
        variableValues: variables,
        contextValue,
      })) as AsyncIterable<ExecutionResult> | ExecutionResult;
      return { result, headers: responseHeaders.toRecord() };
    } catch (error) {
      if (error instanceof GraphQLError) return { result: { errors: [error] }, headers: {} };
      throw error;
    }
  };
}
