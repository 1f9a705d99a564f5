/**
 * Streams the platform (the gateway itself) answers for, besides the per-user events
 * (gateway/access/userEvents.ts): alerts. No alert producer exists, so subscribing is refused
 * with 503 producer_unavailable before any stream opens (spec/03 Events rule 1), never a
 * heartbeat-only stream.
 */
import { ServiceError } from "../core/errors.js";

export const PLATFORM_STREAMS_TYPE_DEFS = /* GraphQL */ `
  extend type Subscription {
    """Alerts (stream alerts). Unavailable: no alert producer runs, so subscribing answers 503."""
    alerts: AlertFrame!
  }

  """An alert frame; none is produced in this release."""
  type AlertFrame {
    id: String!
    type: String!
    message: String!
    timestamp: String!
  }
`;

export const platformStreamsResolvers = {
  Subscription: {
    alerts: {
      subscribe: () => {
        throw new ServiceError(
          "producer_unavailable",
          "No alert producer is running; the alerts stream is unavailable.",
          {
            retryAfterS: null,
            extra: { stream: "alerts" },
          },
        );
      },
    },
  },
};
