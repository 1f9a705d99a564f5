/**
 * Which recorded sessions the replay publishes, and how fast: one producer per session
 * (marketReplay.ts), so each says which ticker it covers and a filtered stream finds its own.
 *
 * - Default ("held"): the newest held minute session of every equity ticker in minute_bars, plus
 *   every session with minute quotes (SPY 2023-08-03, the only one with trades and quotes), so a
 *   filtered stream of any ticker with minute data has a replay behind it. Crypto pairs are left
 *   out: the ticks, bars and quotes streams are US-equity streams (spec/02); name them in
 *   REPLAY_SESSIONS to replay them anyway.
 * - Settings (bin/serve.ts, `npm start`): REPLAY=off (none), REPLAY_SESSIONS="SPY:2023-08-03,
 *   AAPL:2014-06-06" (exactly these), REPLAY_SPEED (multiple of real time, default 60: a recorded
 *   minute a second).
 *
 * market's definition declares the replays (`marketReplays`), so every process that serves market
 * starts them (app/).
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import { narrowTo } from "../../../warehouse/views.js";
import type { ProducerDeclaration } from "../../kit/declaredProducers.js";
import type { EventBus } from "../../kit/eventBus.js";
import { processLogger } from "../../kit/log.js";
import type { RunningProducer } from "../../kit/producers.js";
import { latestEquityMinuteSessions } from "../data/minuteBars.js";
import { minuteQuoteSessions } from "../data/minuteQuotes.js";
import { type MarketReplayOptions, startMarketReplay } from "./marketReplay.js";

export interface ReplaySession {
  ticker: string;
  /** YYYY-MM-DD, the exchange-local trading date. */
  sessionDate: string;
}

export interface ReplayPlan {
  /** The sessions to replay, or "held" for the default set read from the warehouse. */
  sessions: readonly ReplaySession[] | "held";
  speed: number;
  loop: boolean;
  heartbeatMs: number;
}

export const DEFAULT_REPLAY_SPEED = 60;

export const DEFAULT_REPLAY_PLAN: ReplayPlan = {
  sessions: "held",
  speed: DEFAULT_REPLAY_SPEED,
  loop: true,
  heartbeatMs: 5_000,
};

/** "SPY:2023-08-03" (the last colon splits, so "X:BTCUSD:2018-04-04" works too). */
export function parseReplaySessions(raw: string): ReplaySession[] {
  const items = raw
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  if (items.length === 0)
    throw new RangeError("REPLAY_SESSIONS names no session; expected TICKER:YYYY-MM-DD,…");
  return items.map((item) => {
    const at = item.lastIndexOf(":");
    const ticker = item.slice(0, at).trim().toUpperCase();
    const sessionDate = item.slice(at + 1).trim();
    if (at <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(sessionDate)) {
      throw new RangeError(`REPLAY_SESSIONS item ${JSON.stringify(item)} is not TICKER:YYYY-MM-DD`);
    }
    return { ticker, sessionDate };
  });
}

/** The plan the environment asks for; false for REPLAY=off. */
export function replayPlanFromEnv(env: Record<string, string | undefined>): ReplayPlan | false {
  if (env.REPLAY === "off") return false;
  const speed =
    env.REPLAY_SPEED === undefined || env.REPLAY_SPEED === ""
      ? DEFAULT_REPLAY_SPEED
      : Number(env.REPLAY_SPEED);
  if (!(speed > 0) || !Number.isFinite(speed)) {
    throw new RangeError(`REPLAY_SPEED must be a positive number, got ${JSON.stringify(env.REPLAY_SPEED)}`);
  }
  const sessions = env.REPLAY_SESSIONS ? parseReplaySessions(env.REPLAY_SESSIONS) : "held";
  return { ...DEFAULT_REPLAY_PLAN, sessions, speed };
}

/** The default sessions: each equity ticker's newest minute session, and every quote session. */
export async function heldReplaySessions(db: Warehouse<"market">): Promise<ReplaySession[]> {
  const [latest, quoted] = await Promise.all([latestEquityMinuteSessions(db), minuteQuoteSessions(db)]);
  const sessions = new Map<string, ReplaySession>();
  for (const row of [...latest, ...quoted]) {
    sessions.set(`${row.ticker}:${row.session_date}`, { ticker: row.ticker, sessionDate: row.session_date });
  }
  return [...sessions.values()].sort(
    (a, b) => a.ticker.localeCompare(b.ticker) || a.sessionDate.localeCompare(b.sessionDate),
  );
}

/** The replay options of each session of the plan. */
export async function replayOptionsOf(
  db: Warehouse<"market">,
  plan: ReplayPlan,
): Promise<MarketReplayOptions[]> {
  const sessions = plan.sessions === "held" ? await heldReplaySessions(db) : plan.sessions;
  return sessions.map((session) => ({
    ticker: session.ticker,
    sessionDate: session.sessionDate,
    speed: plan.speed,
    loop: plan.loop,
    heartbeatMs: plan.heartbeatMs,
  }));
}

/**
 * A service's replay setting (one session or a plan) as the sessions to start. Given the process's
 * warehouse, like startReplays: the wiring that starts producers holds the whole.
 */
export async function replaySessionsOf(
  db: Warehouse,
  replay: MarketReplayOptions | ReplayPlan,
): Promise<MarketReplayOptions[]> {
  return "sessions" in replay ? replayOptionsOf(narrowTo("market", db), replay) : [replay];
}

/** Starts one replay producer per session; if one cannot start, those already started are stopped. */
export async function startReplays(
  deps: { db: Warehouse; bus: EventBus },
  sessions: readonly MarketReplayOptions[],
): Promise<RunningProducer[]> {
  const market = { db: narrowTo("market", deps.db), bus: deps.bus };
  const running: RunningProducer[] = [];
  try {
    for (const options of sessions) running.push(await startMarketReplay(market, options));
  } catch (error) {
    await Promise.all(running.map((producer) => producer.stop()));
    throw error;
  }
  // Most sessions have no quote file (their heartbeats say so); none with quotes at all means a
  // warehouse built before the quote file was ingested, which is worth one line.
  if (running.length > 0 && !running.some((producer) => producer.identity.capabilities.includes("quotes"))) {
    processLogger().warn(
      { component: "producer" },
      "replay: no session replayed has minute quotes, so no quotes stream is live (npm run ingest adds the quote file)",
    );
  }
  return running;
}

declare module "../../kit/declaredProducers.js" {
  interface ProducerSettings {
    /**
     * The replays of recorded sessions as ticks, bars and quotes, one producer each: one session's
     * options, or a plan (default DEFAULT_REPLAY_PLAN: every held session).
     */
    replay: MarketReplayOptions | ReplayPlan;
  }
}

/** The replays as market's definition declares them: on by default, REPLAY* from the environment. */
export const marketReplays: ProducerDeclaration<"replay"> = {
  name: "replay",
  byDefault: DEFAULT_REPLAY_PLAN,
  fromEnv: (env) => replayPlanFromEnv(env),
  start: async (deps, replay) => startReplays(deps, await replaySessionsOf(deps.db, replay)),
};
