/**
 * The answers read from the health check: system_health (with its freshness policy) and
 * alerts_active.
 */
import { ServiceError } from "../../core/errors.js";
import { type Alert, atLeast, SEVERITIES, type Severity } from "./alerts.js";
import type { BookHealth, DataFreshnessReport } from "./dataFreshness.js";
import { STALE_AFTER_INTERVALS } from "./healthChecker.js";
import { componentsOf } from "./healthSnapshot.js";
import type { Monitor } from "./monitor.js";

export type Freshness = "off" | "live" | "strict";

function countsBySeverity(alerts: readonly Alert[]): Record<Severity, number> {
  return Object.fromEntries(
    SEVERITIES.map((severity) => [severity, alerts.filter((alert) => alert.severity === severity).length]),
  ) as Record<Severity, number>;
}

function snapshotInfo(monitor: Monitor) {
  const snapshot = monitor.checker.latest();
  const age = monitor.checker.age();
  const intervalS = monitor.checker.intervalMs / 1000;
  if (!snapshot || !age) return { status: "missing", ageS: null, durationMs: null, intervalS };
  return {
    status: age.stale ? "stale" : "current",
    ageS: age.ageS,
    durationMs: snapshot.durationMs,
    intervalS,
  };
}

const UNREADABLE_BOOK: BookHealth = {
  status: "unknown",
  date: null,
  ageSessions: null,
  isStale: null,
  staleReason: null,
  members: null,
  scored: null,
  note: "The warehouse could not be read: the book's state is unknown.",
};

function dataSummary(data: DataFreshnessReport | null) {
  if (!data) {
    return {
      status: "unreadable",
      staleDatasets: [],
      currentCount: 0,
      notJudgedCount: 0,
      signalsBook: UNREADABLE_BOOK,
    };
  }
  return {
    status: data.status,
    staleDatasets: data.datasets.filter((d) => d.status === "stale").map((d) => d.dataset),
    currentCount: data.currentCount,
    notJudgedCount: data.notJudgedCount,
    signalsBook: data.signalsBook,
  };
}

function dataStale(
  freshness: Freshness,
  message: string,
  extra: Record<string, string | number>,
): ServiceError {
  return new ServiceError(
    "data_stale",
    `freshness=${freshness} refused the system health: ${message}; freshness=off serves it labelled.`,
    {
      retryAfterS: null,
      extra: { freshness, ...extra },
    },
  );
}

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

/** `now`: the request's clock (its point in time, else the process clock's: resolvers.ts). */
export async function systemHealth(monitor: Monitor, freshness: Freshness, now: Date) {
  const snapshot = monitor.checker.latest();
  const info = snapshotInfo(monitor);
  if (freshness !== "off") {
    if (info.status === "missing") {
      throw dataStale(freshness, "no health check has ended yet", { stale_reason: "snapshot_missing" });
    }
    if (info.status === "stale") {
      throw dataStale(freshness, `the newest health check is ${info.ageS} s old`, {
        stale_reason: "snapshot_stale",
        snapshot_age_s: info.ageS as number,
        stale_after_s: STALE_AFTER_INTERVALS * info.intervalS,
      });
    }
  }
  const { alerts, data } = await monitor.alertsAt(now);
  const components = snapshot ? componentsOf(snapshot) : [];
  if (freshness === "strict") {
    const notOk = components.filter((component) => component.status !== "ok").map((c) => c.name);
    const staleData = data
      ? data.datasets.filter((d) => d.status === "stale").map((d) => d.dataset)
      : ["unreadable"];
    if (data?.signalsBook.isStale) staleData.push("signals_book");
    if (notOk.length > 0 || staleData.length > 0) {
      throw dataStale(
        freshness,
        `it is incomplete (${[...notOk.map((n) => `${n} not ok`), ...staleData.map((n) => `${n} stale`)].join(", ")})`,
        {
          stale_reason: "incomplete",
          components_not_ok: notOk.join(","),
          data_stale: staleData.join(","),
        },
      );
    }
  }
  const counts = countsBySeverity(alerts);
  const status = !snapshot
    ? "unknown"
    : counts.critical > 0
      ? "down"
      : counts.error + counts.warn > 0
        ? "degraded"
        : "ok";
  return {
    replica: monitor.replica(),
    status,
    statusReasons: atLeast(alerts, "warn").map((alert) => alert.id),
    freshness,
    asOf: data?.asOf ?? minuteOf(now),
    snapshot: info,
    components,
    data: dataSummary(data),
    alerts: counts,
  };
}

/** alerts_active: every alert at the request's clock, those at `severity` and above listed. */
export async function activeAlerts(monitor: Monitor, severity: Severity | null | undefined, now: Date) {
  const { alerts, data } = await monitor.alertsAt(now);
  const listed = atLeast(alerts, severity ?? "info");
  return {
    replica: monitor.replica(),
    asOf: data?.asOf ?? minuteOf(now),
    severity: severity ?? "info",
    count: listed.length,
    bySeverity: countsBySeverity(alerts),
    alerts: listed.map(({ firstSeenMs, ...alert }) => ({
      ...alert,
      timestamp: new Date(firstSeenMs).toISOString(),
    })),
    snapshot: snapshotInfo(monitor),
  };
}
