/**
 * graphql-js writes a caller's input whole into its own messages: `Syntax Error: Unexpected Name
 * "ZZZ…"`, `Variable "$n" got invalid value "ZZZ…"; Int cannot represent non-integer value:
 * "ZZZ…"`, `Value "ZZZ…" does not exist in "PriceInterval" enum.` Our own errors quote input
 * through quoteInput (core/errors.ts); these messages cannot, so every GraphQL error
 * leaving the gateway — parsing, validation, execution and subscription, answered or thrown (the
 * query planner throws its variables' coercion errors), on every way in (HTTP, graphql-ws, the
 * REST shim) — has each quoted value longer than QUOTED_INPUT_MAX cut the same way.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionResult, GraphQLError } from "graphql";
import { QUOTED_INPUT_MAX, quoteInput } from "../core/errors.js";

/** A JSON string literal: how graphql-js quotes a value (`inspect`) and a token. */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/** The message with each quoted value longer than QUOTED_INPUT_MAX quoted as quoteInput quotes it. */
export function withBoundedQuotes(message: string): string {
  if (message.length <= QUOTED_INPUT_MAX) return message;
  return message.replace(QUOTED, (literal) => {
    if (literal.length <= QUOTED_INPUT_MAX + 2) return literal;
    try {
      return quoteInput(JSON.parse(literal));
    } catch {
      return literal;
    }
  });
}

function bounded<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError)) return error;
  const message = withBoundedQuotes(error.message);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** What execution throws instead of answering (the query planner's variable coercion: one error, or several). */
function boundThrown(error: unknown): unknown {
  if (error instanceof AggregateError) {
    return new AggregateError(
      error.errors.map((inner) => (inner instanceof Error ? bounded(inner) : inner)),
      error.message,
    );
  }
  return error instanceof Error ? bounded(error) : error;
}

async function boundingThrown<A, R>(run: (args: A) => R | Promise<R>, args: A): Promise<R> {
  try {
    return await run(args);
  } catch (error) {
    throw boundThrown(error);
  }
}

type ResultPayload = { result: ExecutionResult; setResult: (result: ExecutionResult) => void };

function boundResult({ result, setResult }: ResultPayload): void {
  if (result.errors?.length) setResult({ ...result, errors: result.errors.map((error) => bounded(error)) });
}

/** A single result is bounded at once; a stream's (incremental delivery, subscriptions) frame by frame. */
function boundResults(payload: { result: unknown; setResult: (result: ExecutionResult) => void }) {
  const { result } = payload;
  if (typeof result === "object" && result !== null && Symbol.asyncIterator in result) {
    return { onNext: boundResult };
  }
  boundResult(payload as ResultPayload);
  return undefined;
}

export function useBoundedInputQuotes(): GatewayPlugin {
  return {
    onParse:
      () =>
      ({ result, replaceParseResult }) => {
        if (result instanceof GraphQLError) replaceParseResult(bounded(result));
      },
    onValidate:
      () =>
      ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map((error) => bounded(error)));
      },
    onExecute: ({ executeFn, setExecuteFn }) => {
      setExecuteFn((args) => boundingThrown(executeFn, args));
      return { onExecuteDone: boundResults };
    },
    onSubscribe: ({ subscribeFn, setSubscribeFn }) => {
      setSubscribeFn((args) => boundingThrown(subscribeFn, args));
      return { onSubscribeResult: boundResults };
    },
  };
}
