import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { range, rangeOn } from "../../kit/validation.js";
import { buildMetrics, buildMetricsSnapshot } from "../domain/metrics.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { Metrics, MetricsSnapshot } from "../types/metrics.js";
import { factsOf, noFactsReason, withHeldFacts } from "./shared.js";

async function metricsFor(
  ctx: SubgraphContext,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
): Promise<Metrics> {
  const facts = await factsOf(ctx, row);
  if (!facts)
    return { ticker: row.ticker, period, count: 0, items: [], source: null, status: noFactsReason(row) };
  const result = buildMetrics(facts.facts, { period, limit, source: facts.source, sector: row.sector });
  return {
    ticker: row.ticker,
    period,
    count: result.rows.length,
    items: result.rows,
    source: facts.source,
    status: result.status,
  };
}

export async function snapshotFor(ctx: SubgraphContext, row: InstrumentRow): Promise<MetricsSnapshot> {
  const facts = await factsOf(ctx, row);
  const base = { ticker: row.ticker, reportingCurrency: "USD" };
  if (!facts)
    return {
      ...base,
      source: null,
      status: noFactsReason(row),
      ttm: null,
      latestQuarter: null,
      growth: null,
    };
  const snapshot = buildMetricsSnapshot(facts.facts, { source: facts.source, sector: row.sector });
  return { ...base, source: facts.source, status: null, ...snapshot };
}

@Resolver(() => Instrument)
export class MetricsResolver {
  @Query(() => Metrics, {
    description: "Operation svc_v3_fundamentals_metrics. period ttm gives one row of fractions.",
  })
  async metrics(
    @Arg("ticker", () => String) ticker: string,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 4 }) @range(1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Metrics> {
    return metricsFor(ctx, await withHeldFacts(ctx, await requireInstrument(ctx, ticker)), period, limit);
  }

  @FieldResolver(() => Metrics, { name: "metrics", nullable: true })
  async instrumentMetrics(
    @Root() instrument: Instrument,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 4 }) @rangeOn(Instrument, 1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Metrics> {
    return metricsFor(
      ctx,
      await withHeldFacts(ctx, await knownInstrument(ctx, instrument.ticker)),
      period,
      limit,
    );
  }

  @Query(() => MetricsSnapshot, { description: "Operation svc_v3_fundamentals_metrics_snapshot." })
  async metricsSnapshot(
    @Arg("ticker", () => String) ticker: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<MetricsSnapshot> {
    return snapshotFor(ctx, await withHeldFacts(ctx, await requireInstrument(ctx, ticker)));
  }

  @FieldResolver(() => MetricsSnapshot, { name: "metricsSnapshot", nullable: true })
  async instrumentMetricsSnapshot(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext,
  ): Promise<MetricsSnapshot> {
    return snapshotFor(ctx, await withHeldFacts(ctx, await knownInstrument(ctx, instrument.ticker)));
  }
}
