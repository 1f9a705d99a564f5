/**
 * An agent's most recent outputs (svc_v3_agent_latest; docs/LEARNING.md "Agents"), newest first,
 * point in time: nothing whose data is dated after the request's clock.
 *
 * - a producer: its frames retained on the bus streams of its capabilities (ticks, bars, quotes,
 *   signals, decisions), dated by the data they carry (a recorded trade's time, a bar's end, a book
 *   date's close);
 * - the signals book builder: the book date's rows by rank (with a ticker: that stock's rows over the
 *   newest book dates);
 * - the strategy library builder: its backtest runs registered by the clock (with a ticker: the
 *   default runs' latest books holding it);
 * - the learning builder: the newest resolution dates (with a ticker: its newest resolved predictions);
 * - the ingest: the files it loaded, newest first, as ages (they are wall-clock events); its outputs
 *   name no ticker.
 */

import type { SubgraphContext } from "../../kit/context.js";
import { capabilityStream } from "../../kit/producers.js";
import { type AgentOutput, type FramePayload, frameOutput, frameTimeMs } from "../domain/agents.js";
import { resolutionDate } from "../domain/resolverLifecycle.js";
import type { Agent } from "./agentRegistry.js";
import { latestBook, visibleRuns } from "./backtestStore.js";
import { requireBook } from "./book.js";
import { LEARNING } from "./resolverBuild.js";
import { predictionDates, requireLearning } from "./resolverStore.js";
import { bookRows, isScored, SIGNALS_BOOK, tickerHistory } from "./signalsBook.js";
import { sessionClock } from "./strategyClock.js";
import { STRATEGY_LIBRARY_PRODUCT } from "./strategyLibraryBuild.js";

export interface AgentOutputs {
  outputs: AgentOutput[];
  /** applied (the outputs name tickers and were filtered), not_applicable (they name none), or not_requested. */
  tickerFilter: "applied" | "not_applicable" | "not_requested";
}

const BUS_PAGE = 1_000;

/** The newest `limit` frames of `producer` (of `ticker`) dated at or before `throughMs`. */
async function producerFrames(
  ctx: SubgraphContext<"signals">,
  agent: Agent,
  ticker: string | null,
  limit: number,
  throughMs: number,
): Promise<AgentOutput[]> {
  const heartbeat = agent.heartbeat;
  if (heartbeat === null || heartbeat === undefined) return [];
  const found: { timeMs: number; output: AgentOutput }[] = [];
  for (const capability of heartbeat.capabilities) {
    const stream = capabilityStream(capability);
    const kept: { timeMs: number; output: AgentOutput }[] = [];
    let since = "-";
    for (;;) {
      const page = await ctx.bus.read<FramePayload>(stream, { since, limit: BUS_PAGE });
      for (const event of page) {
        const frame = event.payload;
        if (frame.producer !== agent.name) continue;
        if (ticker !== null && frame.ticker !== ticker) continue;
        const timeMs = frameTimeMs(frame);
        if (timeMs === null || timeMs > throughMs) continue;
        const output = frameOutput(stream, event.id, frame);
        if (output === null) continue;
        kept.push({ timeMs, output });
        if (kept.length > limit) kept.shift();
      }
      const last = page.at(-1);
      if (last === undefined || page.length < BUS_PAGE) break;
      since = last.id;
    }
    found.push(...kept);
  }
  return found
    .sort((a, b) => b.timeMs - a.timeMs || (a.output.outputId < b.output.outputId ? 1 : -1))
    .slice(0, limit)
    .map(({ output }) => output);
}

async function bookOutputs(
  ctx: SubgraphContext<"signals">,
  ticker: string | null,
  limit: number,
): Promise<AgentOutput[]> {
  const { book } = await requireBook(ctx);
  const rows =
    ticker === null
      ? (await bookRows(ctx.db, book)).filter(isScored).slice(0, limit)
      : (await tickerHistory(ctx.db, book, ticker, { sessions: limit })).filter(isScored).reverse();
  return rows.map((row) => ({
    outputId: `signals_book:${row.date}:${row.ticker}`,
    outputType: "book_row",
    ticker: row.ticker,
    asOf: row.date,
    ageS: null,
    summary: `${row.ticker} on ${row.date}: rank ${row.rank}, decile ${row.decile}, ${row.direction}, blended score ${row.blendedScore.toFixed(4)}, conviction ${row.conviction.toFixed(2)}`,
    value: row.blendedScore,
    valueName: "blended_score",
  }));
}

async function libraryOutputs(
  ctx: SubgraphContext<"signals">,
  ticker: string | null,
  limit: number,
): Promise<AgentOutput[]> {
  const runs = await visibleRuns(ctx);
  if (ticker === null) {
    return runs.slice(0, limit).map((run) => ({
      outputId: `backtest_run:${run.runId}`,
      outputType: "backtest_run",
      ticker: null,
      asOf: run.dataThrough,
      ageS: null,
      summary: `${run.strategy} (${run.variant}, ${run.family}): ${run.status}${run.metrics.sharpe === null ? "" : `, Sharpe ${run.metrics.sharpe.toFixed(2)}`}${run.metrics.cagr === null ? "" : `, CAGR ${(run.metrics.cagr * 100).toFixed(1)}%`} over ${run.obsFrom ?? "no"}..${run.obsThrough ?? "observations"}`,
      value: run.metrics.sharpe,
      valueName: "sharpe",
    }));
  }
  const clock = await sessionClock(ctx);
  if (clock.asOf === null) return [];
  const outputs: AgentOutput[] = [];
  for (const run of runs.filter((r) => r.isDefault)) {
    const held = await latestBook(ctx, run.runId, clock.asOf);
    // A position of weight 0 is one the book sold that day (it records the trade): not held.
    const position = held?.positions.find(([name, weight]) => name === ticker && weight !== 0);
    if (held === null || position === undefined) continue;
    outputs.push({
      outputId: `backtest_book:${run.runId}:${held.date}:${ticker}`,
      outputType: "strategy_position",
      ticker,
      asOf: held.date,
      ageS: null,
      summary: `${run.strategy} holds ${ticker} at weight ${position[1].toFixed(4)} in its book of ${held.date}`,
      value: position[1],
      valueName: "weight",
    });
  }
  return outputs
    .sort((a, b) => ((a.asOf ?? "") < (b.asOf ?? "") ? 1 : (a.asOf ?? "") > (b.asOf ?? "") ? -1 : 0))
    .slice(0, limit);
}

async function learningOutputs(
  ctx: SubgraphContext<"signals">,
  ticker: string | null,
  limit: number,
): Promise<AgentOutput[]> {
  const learning = await requireLearning(ctx);
  const { book } = learning.served;
  const resolved = (await predictionDates(ctx, learning))
    .filter((date) => date.held && date.resolvesOn <= book.date)
    .reverse();
  if (ticker === null) {
    return resolved.slice(0, limit).map((date) => ({
      outputId: `${LEARNING}:${date.predictionDate}`,
      outputType: "resolution",
      ticker: null,
      asOf: date.resolvesOn,
      ageS: null,
      summary: `Predictions of ${date.predictionDate} resolved on ${date.resolvesOn}: ${date.outcomes} of ${date.scored} scored stocks with an outcome, the book's equal-weighted 21-session return ${date.meanReturn === null ? "n/a" : `${(date.meanReturn * 100).toFixed(2)}%`}`,
      value: date.meanReturn,
      valueName: "benchmark_return",
    }));
  }
  // The ticker's newest resolved predictions: its rows over the newest dates whose resolution is held.
  const rows = await tickerHistory(ctx.db, book, ticker, { sessions: limit + 21 });
  const closes = new Map(rows.map((row) => [row.date, row.close]));
  const benchmark = new Map(resolved.map((date) => [date.predictionDate, date.meanReturn]));
  const outputs: AgentOutput[] = [];
  for (const row of [...rows].reverse()) {
    if (!isScored(row)) continue;
    const resolvesOn = resolutionDate(row.date);
    const end = closes.get(resolvesOn);
    const mean = benchmark.get(row.date);
    if (end === undefined || mean === undefined || mean === null) continue;
    const realised = end / row.close - 1;
    outputs.push({
      outputId: `${LEARNING}:${row.date}:${row.ticker}`,
      outputType: "resolved_prediction",
      ticker: row.ticker,
      asOf: resolvesOn,
      ageS: null,
      summary: `${row.ticker} ${row.direction} (decile ${row.decile}) of ${row.date} resolved on ${resolvesOn}: ${(realised * 100).toFixed(2)}% against the book's ${(mean * 100).toFixed(2)}%`,
      value: realised,
      valueName: "realised_return",
    });
    if (outputs.length >= limit) break;
  }
  return outputs;
}

function ingestOutputs(agent: Agent, limit: number, nowMs: number): AgentOutput[] {
  return (agent.files ?? []).slice(0, limit).map((file) => ({
    outputId: `ingested_file:${file.path}`,
    outputType: "ingested_file",
    ticker: null,
    asOf: null,
    ageS: Math.max(0, Math.round((nowMs - Date.parse(file.ingestedAt)) / 1000)),
    summary: `${file.path}: ${file.rows} rows by the ${file.adapter} adapter (sha256 ${file.sha256.slice(0, 12)})`,
    value: file.rows,
    valueName: "rows",
  }));
}

/** The agent's newest outputs visible at the request's clock, at most `limit`. */
export async function agentOutputs(
  ctx: SubgraphContext<"signals">,
  agent: Agent,
  ticker: string | null,
  limit: number,
): Promise<AgentOutputs> {
  const requested = ticker === null ? "not_requested" : "applied";
  if (agent.kind === "producer") {
    return {
      outputs: await producerFrames(ctx, agent, ticker, limit, ctx.clock.now().getTime()),
      tickerFilter: requested,
    };
  }
  if (agent.kind === "ingest") {
    return {
      outputs: ticker === null ? ingestOutputs(agent, limit, Date.now()) : [],
      tickerFilter: ticker === null ? "not_requested" : "not_applicable",
    };
  }
  if (agent.name === SIGNALS_BOOK)
    return { outputs: await bookOutputs(ctx, ticker, limit), tickerFilter: requested };
  if (agent.name === LEARNING) {
    return { outputs: await learningOutputs(ctx, ticker, limit), tickerFilter: requested };
  }
  if (agent.name === STRATEGY_LIBRARY_PRODUCT.name) {
    return { outputs: await libraryOutputs(ctx, ticker, limit), tickerFilter: requested };
  }
  return { outputs: [], tickerFilter: ticker === null ? "not_requested" : "not_applicable" };
}
