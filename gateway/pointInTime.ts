/**
 * A point in time per request (docs/DATA_HONESTY.md "Per request"): an operation may ask to be
 * answered as of an instant, and its subgraphs then read that instant as their clock
 * (kit/pointInTime.ts) instead of the process's (`CLOCK_AT`, else the system clock). Asked by
 * - the `Accept-Datetime` header (RFC 7089), over GraphQL and REST alike;
 * - GraphQL: `extensions: { asOf: "<instant>" }` in the request (no argument, no directive: the
 *   document, its validation and its price are the same with and without it);
 * - REST: the `as_of` query parameter of every GET route (rest-shim/params.ts), handed over by
 *   the shim in the operation's context.
 * core/pointInTime.ts reads and checks them: unreadable, in the future, or two that disagree is
 * 422 `invalid_date`, and nothing runs or is charged. An answer served at an instant says so:
 * `Memento-Datetime` (HTTP-date) and, over GraphQL, `extensions.asOf`. A stream serves the
 * present only: a subscription that asks a point in time is refused (422 `validation_error`).
 *
 * Listed after the access plugins, so its wrapper is the outermost: keys and the rate limit
 * (checked as the context is built) stay on the real clock, and a refusal comes before the
 * credits' hold. Prices never read the point in time: a call costs the same at any instant.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionResult } from "graphql";
import type { Clock } from "../core/clock.js";
import { ServiceError } from "../core/errors.js";
import { httpDate } from "../core/instant.js";
import { type AskedInstant, pointInTimeOf } from "../core/pointInTime.js";
import { type AccessContext, headerOf } from "./access/context.js";
import { refusalResult } from "./access/refusals.js";

export const ACCEPT_DATETIME = "accept-datetime";
export const MEMENTO_DATETIME = "Memento-Datetime";

export interface PointInTimeContext extends AccessContext {
  /** GraphQL over HTTP: the request's parameters (yoga's), whose extensions may carry asOf. */
  params?: { extensions?: Record<string, unknown> };
  /** REST: the request's `as_of`, handed over by the shim (rest-shim/executor.ts). */
  asOfParameter?: string;
  /** The checked instant the operation runs at; absent: the process clock's now. */
  pointInTime?: Date;
}

/** The instant the operation's subgraphs read as their clock, or null for now. */
export function pointInTimeOfContext(gatewayContext: unknown): Date | null {
  return (gatewayContext as PointInTimeContext | undefined)?.pointInTime ?? null;
}

function askedBy(context: PointInTimeContext): AskedInstant[] {
  const asked: AskedInstant[] = [];
  const asOf = context.params?.extensions?.asOf;
  if (asOf !== undefined && asOf !== null) asked.push({ source: "extensions.asOf", text: String(asOf) });
  if (context.asOfParameter !== undefined) asked.push({ source: "as_of", text: context.asOfParameter });
  const header = headerOf(context, ACCEPT_DATETIME);
  if (header !== undefined && header !== "") asked.push({ source: "Accept-Datetime", text: header });
  return asked;
}

function withAsOf(result: ExecutionResult, at: Date): ExecutionResult {
  return { ...result, extensions: { ...result.extensions, asOf: at.toISOString() } };
}

function streamRefusal(): ServiceError {
  return new ServiceError(
    "validation_error",
    "A stream serves the present and replays only what its producer replays: as_of, extensions.asOf " +
      "and Accept-Datetime are not accepted on it; accepted: the stream without them.",
    { extra: { parameter: "as_of", accepted: "no point in time on a stream" } },
  );
}

/** `clock`: the process clock, the latest instant a request may ask. */
export function usePointInTime(clock: Clock): GatewayPlugin<PointInTimeContext> {
  return {
    onExecute({ context, executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        let at: Date | null;
        try {
          at = pointInTimeOf(askedBy(context), clock.now());
        } catch (error) {
          context.responseHeaders?.set("X-Credits-Charged", "0");
          return refusalResult(error);
        }
        if (!at) return executeFn(args);
        (args.contextValue as PointInTimeContext).pointInTime = at;
        context.responseHeaders?.set(MEMENTO_DATETIME, httpDate(at));
        const result = await executeFn(args);
        // An incremental delivery (a stream of parts) has no one result to say it on.
        return Symbol.asyncIterator in result ? result : withAsOf(result, at);
      });
    },
    onSubscribe({ context, subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        if (askedBy(context).length === 0) return subscribeFn(args);
        context.responseHeaders?.set("X-Credits-Charged", "0");
        return refusalResult(streamRefusal());
      });
    },
  };
}
