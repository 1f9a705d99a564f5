/**
 * The alerts stream's producer: this replica's monitor publishes each alert its health check
 * raises or clears (monitor.ts) on the bus stream `alerts`, as a `FeedAdapter` run by
 * `runProducer` (subgraphs/kit/producers.ts), so the stream is refused with 503
 * producer_unavailable when no monitor runs and svc_v3_stream_status reports it live like any
 * other producer.
 *
 * Shared through the bus, one producer per replica: every gateway replica on a Redis bus publishes
 * its own observations to the one `alerts` stream under its own producer name, and each frame
 * names its replica, so a client resumes with Last-Event-ID on whichever replica it reconnects to.
 * Every health check is a message from the feed (`feedMessage`): a replica with nothing to raise
 * or clear stays live while its checks run (spec/03 rule 3: within 90 s of a heartbeat).
 */
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import { processLogger } from "../../subgraphs/kit/log.js";
import {
  type FeedSink,
  type ProducedFrame,
  type RunningProducer,
  runProducer,
} from "../../subgraphs/kit/producers.js";
import type { Alert } from "./alerts.js";

export type AlertChange = "raised" | "cleared";

/** What a replica's monitor puts on the bus stream `alerts` for one change of one alert. */
export interface AlertPayload extends ProducedFrame, Omit<Alert, "id"> {
  type: AlertChange;
  alertId: string;
  replica: string;
  /** When the replica first observed the alert (ISO 8601 UTC); a clear repeats its raise's. */
  firstSeenAt: string;
  /** The health check that saw the change (wall clock, ISO 8601 UTC). */
  at: string;
}

export const alertsProducerName = (replicaId: string) => `gateway-alerts-${replicaId}`;

export class AlertsPublisher {
  #sink: FeedSink | null = null;
  #producer: RunningProducer | null = null;

  constructor(
    private readonly bus: EventBus,
    private readonly replicaId: string,
  ) {}

  /** Registers the producer; from now on the stream opens. */
  async start(heartbeatMs?: number): Promise<void> {
    let stop: () => void = () => {};
    const ended = new Promise<"stopped">((resolve) => {
      stop = () => resolve("stopped");
    });
    this.#producer = await runProducer(
      this.bus,
      {
        identity: {
          producer: alertsProducerName(this.replicaId),
          capabilities: ["alerts"],
          replay: false,
          source: `monitor:${this.replicaId}`,
          symbols: null,
        },
        start: async (sink) => {
          this.#sink = sink;
          // The monitor runs: its first check follows at once, so the producer is live from here.
          sink.feedMessage();
          return { ended, stop };
        },
      },
      heartbeatMs === undefined ? {} : { heartbeatMs },
    );
  }

  /** A health check ended: the feed is alive whether or not anything changed. */
  checked(): void {
    this.#sink?.feedMessage();
  }

  /** Publishes one change; a bus that refuses it loses the frame (logged), not the monitor. */
  async publish(type: AlertChange, alert: Alert, firstSeenMs: number, atMs: number): Promise<void> {
    if (!this.#sink) return;
    const { id, ...rest } = alert;
    const payload = {
      ...rest,
      type,
      alertId: id,
      replica: this.replicaId,
      firstSeenAt: new Date(firstSeenMs).toISOString(),
      at: new Date(atMs).toISOString(),
    };
    await this.#sink.publish("alerts", payload, atMs).catch((error: Error) => {
      processLogger().warn(
        { component: "monitor" },
        `alert ${type} ${id} not published on the alerts stream: ${error.message}`,
      );
    });
  }

  /** Its last heartbeat says stopped; open alerts streams then end with producer_unavailable. */
  async stop(): Promise<void> {
    this.#sink = null;
    await this.#producer?.stop();
  }
}
