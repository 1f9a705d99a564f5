/**
 * ml_health and data_freshness: the signal models and the data at the request's clock (`now`: its
 * point in time, else the process clock's: resolvers.ts).
 */
import { producersOf } from "../../subgraphs/kit/producers.js";
import type { Monitor } from "./monitor.js";

export async function mlHealth(monitor: Monitor, now: Date) {
  const [data, products] = await Promise.all([
    monitor.freshness.report(now),
    monitor.freshness.derivedProducts(),
  ]);
  const signalsProducts = products.filter((product) => product.domain === "signals");
  const streams = await Promise.all(
    (["signals", "decisions"] as const).map(async (capability) => {
      const producers = await producersOf(monitor.options.bus, capability).catch(() => null);
      if (producers === null) {
        return { capability, status: "unknown", producers: [], note: "The event bus could not be read." };
      }
      const live = producers.filter((producer) => producer.live);
      const names = producers.map((producer) => producer.producer);
      if (producers.length === 0) {
        return {
          capability,
          status: "no_producer",
          producers: names,
          note: "No producer publishes it: the stream answers 503 producer_unavailable.",
        };
      }
      if (live.length === 0) {
        return {
          capability,
          status: "not_live",
          producers: names,
          note: "Its producers are not live: the stream answers 503 producer_unavailable.",
        };
      }
      const replay = live.every((producer) => producer.replay);
      return {
        capability,
        status: replay ? "replay" : "live",
        producers: names,
        note: replay
          ? "Live producers replay the book's history (frames say replay: true)."
          : "A live producer publishes it.",
      };
    }),
  );
  const unavailable = signalsProducts.some((product) => product.status !== "current");
  const degraded =
    data.signalsBook.isStale === true || streams.some((s) => s.status !== "live" && s.status !== "replay");
  return {
    status: unavailable ? "unavailable" : degraded ? "degraded" : "ok",
    asOf: data.asOf,
    products: signalsProducts,
    signalsBook: data.signalsBook,
    streams,
    note: "Model outputs are orderings, not forecasts (point estimates withheld); the book is built once per data version and read at the clock.",
  };
}

export async function dataFreshness(monitor: Monitor, now: Date) {
  const [report, derivedProducts, ingest] = await Promise.all([
    monitor.freshness.report(now),
    monitor.freshness.derivedProducts(),
    monitor.freshness.ingest(),
  ]);
  return {
    ...report,
    derivedProducts,
    ingest: {
      ...ingest,
      note:
        ingest.files === 0
          ? "Nothing is ingested: every data route answers 503 dataset_unavailable."
          : `${ingest.files} files from ${ingest.adapters} ingest adapters; the data version changes when one of them is ingested again.`,
    },
  };
}
