/**
 * Streams the platform (the gateway itself) answers for, besides the per-user events
 * (gateway/access/userEvents.ts): alerts, the raise and clear events of every gateway replica's
 * monitoring alert rules (monitoring/alertsFeed.ts publishes them on the bus). Opening it is the
 * symbol streams' check (subgraphs/kit/streams.ts): `since` well formed, then a live producer, else
 * 503 producer_unavailable before any stream opens (spec/03 Events rule 1); a stream whose
 * producers all stop ends with that error frame.
 */
import { ServiceError } from "../core/errors.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import { idMs } from "../subgraphs/kit/producers.js";
import { isoTime, openBusStream, type StreamEvent, throwIfEnded } from "../subgraphs/kit/streams.js";
import type { AlertPayload } from "./monitoring/alertsFeed.js";

export const PLATFORM_STREAMS_TYPE_DEFS = /* GraphQL */ `
  extend type Subscription {
    """
    Alerts (stream alerts): each alert a gateway replica's monitoring raises or clears (the
    conditions of svc_v3_alerts_active), as it happens. \`since\` resumes after a stream id
    (- for the oldest retained). 503 producer_unavailable while no replica's monitoring runs.
    """
    alerts(
      """Resume after this stream id (<ms>-<seq>), or - for the oldest retained."""
      since: String
    ): AlertFrame!
  }

  """One alert raised or cleared by one gateway replica's health check."""
  type AlertFrame {
    """Stream id <ms>-<seq>; \`since\` (or Last-Event-ID) resumes after it."""
    id: String!
    """raised (the condition began) or cleared (it ended)."""
    type: String!
    """<kind>:<subject>, as svc_v3_alerts_active lists it: the same while the condition lasts."""
    alertId: String!
    """info, warn, error or critical."""
    severity: String!
    """The kind of condition: the part of alertId before the colon."""
    kind: String!
    """What the condition is about: the part of alertId after the colon."""
    subject: String!
    """The condition in one sentence."""
    message: String!
    """The gateway replica whose health check saw it (svc_v3_alerts_active's replica.id)."""
    replica: String!
    """When that replica first observed the alert; a clear repeats its raise's."""
    firstSeenAt: String!
    """When the health check that saw the change ran."""
    timestamp: String!
    """When the frame was put on the stream."""
    publishedAt: String!
  }
`;

export function platformStreamsResolvers(bus: EventBus | undefined) {
  return {
    Subscription: {
      alerts: {
        subscribe: async (_: unknown, args: { since?: string | null }) => {
          if (!bus) {
            throw new ServiceError(
              "producer_unavailable",
              "No event bus is configured, so no alert producer can publish: the alerts stream is unavailable.",
              {
                retryAfterS: null,
                extra: { stream: "alerts", producers: [], not_running_reason: "no_producer" },
              },
            );
          }
          // No symbols: alerts name no instrument, so nothing is filtered by ticker.
          const opened = await openBusStream<AlertPayload & { ticker?: undefined }>(bus, "alerts", {
            since: args.since,
            symbols: null,
          });
          return opened.events;
        },
        resolve: (event: StreamEvent<AlertPayload>) => {
          throwIfEnded(event);
          const { alertId, type, severity, kind, subject, message, replica, firstSeenAt, at } = event.payload;
          return {
            id: event.id,
            type,
            alertId,
            severity,
            kind,
            subject,
            message,
            replica,
            firstSeenAt,
            timestamp: at,
            publishedAt: isoTime(idMs(event.id)),
          };
        },
      },
    },
  };
}
