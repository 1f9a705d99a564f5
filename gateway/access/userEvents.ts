/**
 * The per-user event stream (svc_v3_stream_events): each account's own events — today, one per
 * settled request (what it cost, what is left) — on the bus stream `user_events:<account id>`.
 *
 * The namespace is server-injected: a subscriber always reads the stream of the account behind
 * its key, whatever `userId` it passes (spec/03 Authentication §8). Without an authenticated
 * principal it answers 403 `forbidden` (spec/03 §8 and its errors table), where any other
 * operation answers 401: no key, or a key that authenticates no one (malformed, unknown,
 * disabled, revoked), and a gateway run without access control. A suspended account keeps its
 * 403 account_suspended and a key store that failed its 502: those are not "no principal".
 */

import { type DocumentNode, GraphQLError, getOperationAST, Kind } from "graphql";
import { ServiceError } from "../../core/errors.js";
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import { streamSince } from "../../subgraphs/kit/streams.js";
import type { Settlement } from "./access.js";
import type { AccessState } from "./context.js";

export const userEventsStream = (accountId: string) => `user_events:${accountId}`;

/** The per-user stream's root field (its REST route, /api/v3/stream/events, runs it). */
export const USER_EVENTS_FIELD = "events";

/** The per-user stream's answer to a caller without an authenticated principal. */
export function noPrincipal(): ServiceError {
  return new ServiceError(
    "forbidden",
    "The per-user stream needs an authenticated principal: send a valid API key (Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>).",
  );
}

/** Whether a document's operation is the per-user stream. */
export function asksForUserEvents(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  const root = operation?.selectionSet.selections[0];
  return (
    operation?.operation === "subscription" &&
    root?.kind === Kind.FIELD &&
    root.name.value === USER_EVENTS_FIELD
  );
}

/** A refusal of the per-user stream: 401 (no principal) becomes its 403; any other stays. */
export function perUserStreamRefusal(error: unknown): unknown {
  return error instanceof GraphQLError && error.extensions.code === "unauthorized" ? noPrincipal() : error;
}

export interface UserEventPayload {
  type: "usage";
  accountId: string;
  at: string;
  requestId: string;
  operations: string[];
  creditsCharged: number;
  creditsLeft: number;
}

export function publishUsage(bus: EventBus, accountId: string, settlement: Settlement, at: string) {
  void bus.publish<UserEventPayload>(userEventsStream(accountId), {
    type: "usage",
    accountId,
    at,
    requestId: settlement.requestId,
    operations: settlement.lines.map((line) => line.operation),
    creditsCharged: settlement.charged,
    creditsLeft: settlement.creditsLeft,
  });
}

export const USER_EVENTS_TYPE_DEFS = /* GraphQL */ `
  extend type Subscription {
    """
    Your own events (stream events). userId is server-injected: whatever is passed, the stream is
    the one of the account behind your key. \`since\` resumes after a stream id.
    """
    ${USER_EVENTS_FIELD}(
      """Ignored: the stream is always the one of the account behind your key."""
      userId: String
      """Resume after this stream id (<ms>-<seq>)."""
      since: String
    ): UserEvent!
  }

  """One event of your account on the events stream."""
  type UserEvent {
    """Stream id, <ms>-<seq>."""
    id: String!
    """The account the event belongs to (always the caller's)."""
    userId: String!
    """usage: one settled request."""
    type: String!
    """When the request settled, an ISO 8601 instant."""
    at: String!
    """The id of the request settled."""
    requestId: String!
    """The operations the request was billed for, one per ledger line."""
    operations: [String!]!
    """Credits the request was charged."""
    creditsCharged: Int!
    """Your credits left this billing month after it, never below 0."""
    creditsLeft: Int!
  }
`;

export function userEventsResolvers(bus: EventBus) {
  return {
    Subscription: {
      [USER_EVENTS_FIELD]: {
        subscribe: (_: unknown, args: { since?: string | null }, context: { access?: AccessState }) => {
          const principal = context.access?.principal;
          if (!principal) throw noPrincipal();
          // A malformed since is 422 validation_error naming it, as on every other stream.
          const since = streamSince(args.since);
          return bus.subscribe<UserEventPayload>(userEventsStream(principal.accountId), {
            ...(since === undefined ? {} : { since }),
          });
        },
        resolve: (event: { id: string; payload: UserEventPayload }) => ({
          id: event.id,
          userId: event.payload.accountId,
          ...event.payload,
        }),
      },
    },
  };
}
