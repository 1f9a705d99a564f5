/**
 * A stream our own gateway closed is not billed again when its client resumes it (issue 25): on
 * shutdown every priced stream open in this process leaves a grant in the access backend
 * (embedded SQL or Redis, so a new process or another replica finds it), good for one resume of
 * the same subscription by the same account within RESUME_WINDOW_MS.
 *
 * A resume is recognised by what a resuming client sends anyway, over SSE and graphql-ws alike:
 * - the same subscription: the same priced lines (operation, product, credits), so a resume can
 *   never buy more than the stream it continues (another symbol of the same stream is the same
 *   price, and as much a continuation);
 * - a resume position: the stream's `since` argument (SSE: `Last-Event-ID`, which the shim reads
 *   into `since`), as the final frame of a shutdown asks.
 * Its ledger lines are `not_billed` with error_code RESUMED. Streams our gateway ends for any other
 * reason leave no grant: a revoked key cannot resume, a slow consumer was cut for not reading.
 */
import {
  type ExecutionArgs,
  type GraphQLSchema,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
} from "graphql";
import type { AccessBackend } from "./backend.js";
import type { OpenStreams } from "./openStreams.js";
import type { Quote } from "./quote.js";

/** How long after a server-initiated close a resume is not billed again. */
export const RESUME_WINDOW_MS = 5 * 60_000;

/** The ledger's error_code on a resumed stream's lines (outcome not_billed). */
export const RESUMED = "resumed_after_server_close";

/** What makes two subscriptions the same for billing: their priced lines; null when free. */
export function resumeKey(quote: Quote): string | null {
  if (quote.total === 0) return null;
  return quote.lines
    .map((line) => `${line.operation}:${line.product}:${line.credits}`)
    .sort()
    .join(",");
}

/**
 * The subscription's resume position: its root field's `since` argument with the variables
 * coerced as the executor coerces them (a variable's default included); null when absent.
 */
export function resumePosition(args: ExecutionArgs): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  const root = operation?.selectionSet.selections[0];
  const field =
    operation?.operation === "subscription" && root?.kind === Kind.FIELD
      ? (args.schema as GraphQLSchema).getSubscriptionType()?.getFields()[root.name.value]
      : undefined;
  if (!operation || root?.kind !== Kind.FIELD || !field) return null;
  const variables = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    args.variableValues ?? {},
  );
  if (variables.errors) return null;
  try {
    const { since } = getArgumentValues(field, root, variables.coerced);
    return typeof since === "string" && since !== "" ? since : null;
  } catch {
    // Arguments the executor will refuse: no stream opens, so nothing is resumed.
    return null;
  }
}

/** Leaves one grant per priced stream open now (call it before shutdown ends them). */
export async function grantResumes(streams: OpenStreams, backend: AccessBackend, nowMs: number) {
  const grants = streams
    .list()
    .flatMap(({ principal, resumeKey }) =>
      resumeKey === null
        ? []
        : [{ accountId: principal.accountId, resumeKey, expiresAtMs: nowMs + RESUME_WINDOW_MS }],
    );
  if (grants.length > 0) await backend.grantResumes(grants, nowMs);
}

/** Whether this subscription resumes a stream the gateway closed itself: it takes that grant. */
export async function takeResume(
  backend: AccessBackend,
  accountId: string,
  quote: Quote,
  args: ExecutionArgs,
  nowMs: number,
): Promise<boolean> {
  const key = resumeKey(quote);
  if (key === null || resumePosition(args) === null) return false;
  return backend.takeResume(accountId, key, nowMs);
}
