import { Int } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { STATEMENT_LIMIT, STATEMENT_PERIOD } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { instrumentAnswer } from "../descriptions.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { Metrics, MetricsSnapshot } from "../types/metrics.js";
import { metricsOf, metricsSnapshotOf } from "./factsCaches.js";
import { factsOf, noFactsReason, withHeldFacts } from "./shared.js";

async function metricsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
): Promise<Metrics> {
  const facts = await factsOf(ctx, row);
  if (!facts)
    return { ticker: row.ticker, period, count: 0, items: [], source: null, status: noFactsReason(ctx, row) };
  const result = await metricsOf(ctx, facts, { period, limit, sector: row.sector });
  return {
    ticker: row.ticker,
    period,
    count: result.rows.length,
    items: result.rows,
    source: facts.source,
    status: result.status,
  };
}

export async function snapshotFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<MetricsSnapshot> {
  const facts = await factsOf(ctx, row);
  const base = { ticker: row.ticker, reportingCurrency: "USD" };
  if (!facts) {
    const status = noFactsReason(ctx, row);
    return {
      ...base,
      source: null,
      status,
      ttm: null,
      latestQuarter: null,
      growth: null,
      nullReasons: { source: status, ttm: status, latestQuarter: status, growth: status },
    };
  }
  const snapshot = await metricsSnapshotOf(ctx, facts, { sector: row.sector });
  return { ...base, source: facts.source, status: null, ...snapshot };
}

export const MetricsResolver = instrumentOperation<
  "fundamentals",
  { period: StatementPeriodEnum; limit: number }
>(Instrument, {
  field: "metrics",
  instrumentDescription: instrumentAnswer("Metrics by period"),
  summary: "period ttm gives one row of fractions.",
  returns: () => Metrics,
  args: {
    period: {
      type: () => StatementPeriodEnum,
      default: StatementPeriodEnum.quarterly,
      description: STATEMENT_PERIOD,
    },
    limit: { type: () => Int, default: 4, range: [1, 200], description: STATEMENT_LIMIT },
  },
  resolve: async (ctx, row, { period, limit }) =>
    metricsFor(ctx, await withHeldFacts(ctx, row), period, limit),
});

export const MetricsSnapshotResolver = instrumentOperation<"fundamentals">(Instrument, {
  field: "metricsSnapshot",
  instrumentDescription: instrumentAnswer("The metrics snapshot: TTM, latest quarter and growth"),
  returns: () => MetricsSnapshot,
  resolve: async (ctx, row) => snapshotFor(ctx, await withHeldFacts(ctx, row)),
});
