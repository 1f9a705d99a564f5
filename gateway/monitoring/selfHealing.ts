/** self_healing: the events this replica recorded and the derived products' builds, newest first. */
import type { Access } from "../access/index.js";
import type { Monitor } from "./monitor.js";

function healingMechanisms(monitor: Monitor, access: Access | null) {
  const remote = monitor.options.breakers !== undefined;
  const inProcess =
    "In process (npm start) the subgraphs are not reached over the network: there is nothing to cut off.";
  return [
    {
      name: "circuit_breakers",
      active: remote,
      description:
        "Cuts off a remote subgraph after consecutive failed fetches, lets one trial through after the cool-down, closes on success.",
      note: remote ? "One breaker per remote subgraph, per gateway replica." : inProcess,
    },
    {
      name: "health_probes",
      active: remote,
      description:
        "Probes each remote subgraph at every health check; a success after a breaker's cool-down closes it without waiting for traffic.",
      note: remote ? `Every ${monitor.checker.intervalMs / 1000} s, and on /api/health.` : inProcess,
    },
    {
      name: "store_reconnection",
      active: true,
      description:
        "The warehouse pool and every Redis client reconnect by themselves; a request meanwhile answers 503 or 502 with Retry-After.",
      note: `Seen by the health check as the store answering again (event bus: ${monitor.options.bus.kind}).`,
    },
    {
      name: "credit_hold_sweep",
      active: access?.sweepsHolds ?? false,
      description:
        "Releases, uncharged, credit holds whose request never settled (its process died mid-request).",
      note: access?.sweepsHolds
        ? "This replica sweeps expired holds periodically."
        : "This replica does not sweep holds.",
    },
    {
      name: "derived_rebuild",
      active: true,
      description:
        "A process serving a domain rebuilds, at start and after an ingest, its derived products that are not built from the data held now.",
      note: "Each product's newest build is listed as an event, whichever process built it.",
    },
  ];
}

export async function selfHealing(monitor: Monitor, access: Access | null, limit: number) {
  const builds = await monitor.freshness.builds().catch(() => []);
  const rebuilds = builds.map((build) => ({
    atMs: Date.parse(build.builtAt),
    action: "derived_rebuild",
    subject: build.product,
    outcome: "completed",
    detail: `Built ${build.rows} rows in ${build.durationMs} ms for data version ${build.dataVersion.slice(0, 12)}.`,
  }));
  const events = [...monitor.healing.newest(), ...rebuilds]
    .sort((a, b) => b.atMs - a.atMs)
    .slice(0, limit)
    .map(({ atMs, ...event }) => ({ timestamp: new Date(atMs).toISOString(), ...event }));
  return {
    replica: monitor.replica(),
    count: events.length,
    events,
    mechanisms: healingMechanisms(monitor, access),
    dropped: monitor.healing.dropped,
  };
}
