/**
 * The per-user event stream (svc_v3_stream_events): each account's own events — today, one per
 * settled request (what it cost, what is left) — on the bus stream `user_events:<account id>`.
 *
 * The namespace is server-injected: a subscriber always reads the stream of the account behind
 * its key, whatever `userId` it passes (spec/03 Authentication §8); an operation with no
 * authenticated principal (a gateway run without access control) gets 403.
 */

import { ServiceError } from "../../subgraphs/kit/errors.js";
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import { streamSince } from "../../subgraphs/kit/streams.js";
import type { Settlement } from "./access.js";
import type { AccessState } from "./context.js";

export const userEventsStream = (accountId: string) => `user_events:${accountId}`;

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
    events(userId: String, since: String): UserEvent!
  }

  type UserEvent {
    """Stream id, <ms>-<seq>."""
    id: String!
    """The account the event belongs to (always the caller's)."""
    userId: String!
    """usage: one settled request."""
    type: String!
    at: String!
    requestId: String!
    operations: [String!]!
    creditsCharged: Int!
    creditsLeft: Int!
  }
`;

export function userEventsResolvers(bus: EventBus) {
  return {
    Subscription: {
      events: {
        subscribe: (_: unknown, args: { since?: string | null }, context: { access?: AccessState }) => {
          const principal = context.access?.principal;
          if (!principal) {
            throw new ServiceError(
              "forbidden",
              "The per-user stream needs an authenticated principal (an API key).",
            );
          }
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
