/**
 * agents (svc_v3_agents_list), agentStatus (svc_v3_agent_status), agentLatest
 * (svc_v3_agent_latest): the service's real producers as agents (docs/LEARNING.md "Agents"; the
 * registry is data/agentRegistry.ts, the decisions domain/agents.ts). No fictional agent: each is the
 * ingest, a row of the derived-products ledger, or a producer with heartbeats on the event bus. An
 * unknown name is 404 not_found listing the names accepted.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput, ServiceError } from "../../../core/errors.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { requireInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { agentOutputs } from "../data/agentOutputs.js";
import { type Agent, listAgents } from "../data/agentRegistry.js";
import {
  AgentLatest,
  AgentList,
  type AgentOutputRow,
  AgentStatus,
  type AgentSummary,
} from "../types/agents.js";

const LIST_NOTE =
  "Agents are the service's own producers, nothing else: the ingest (its ledger of files), each derived-product builder (its row of the derived-products ledger) and each producer on the event " +
  "bus (its heartbeats). Wall-clock events are served as ages in seconds. A producer this process does not run shows not_running (no_heartbeat): the replays are switched by REPLAY and " +
  "SIGNALS_REPLAY (docs/OPERATIONS.md). docs/LEARNING.md.";

const LATEST_NOTE =
  "Newest first, only outputs whose data is dated at or before the clock: a producer's frames retained on the bus, the book's rows, the library's runs, the resolutions, the files ingested.";

const ageSince = (iso: string, nowMs: number) =>
  Math.max(0, Math.round((nowMs - Date.parse(iso)) / 100) / 10);

function summaryOf(agent: Agent): AgentSummary {
  return {
    name: agent.name,
    kind: agent.kind,
    description: agent.description,
    status: agent.verdict.status,
    statusReason: agent.verdict.reason,
    nullReasons: agent.verdict.reason === null ? { statusReason: "working" } : {},
  };
}

async function requireAgent(ctx: SubgraphContext<"signals">, name: string): Promise<Agent> {
  const agents = await listAgents(ctx);
  const agent = agents.find((candidate) => candidate.name === name);
  if (agent !== undefined) return agent;
  const accepted = agents.map((candidate) => candidate.name);
  throw new ServiceError(
    "not_found",
    `No agent ${quoteInput(name)}; the agents are ${accepted.join(", ")} (GET /api/v3/agents). Nothing was charged.`,
    { extra: { agent_name: name, accepted } },
  );
}

function statusOf(agent: Agent, nowMs: number, asOf: string): AgentStatus {
  const nullReasons: Record<string, string> = {};
  if (agent.verdict.reason === null) nullReasons.statusReason = "working";
  let heartbeat: AgentStatus["heartbeat"] = null;
  if (agent.kind === "producer" && agent.heartbeat) {
    const beat = agent.heartbeat;
    const beatReasons: Record<string, string> = {};
    if (beat.symbols === null) beatReasons.symbols = "every_symbol";
    if (beat.basis === null) beatReasons.basis = beat.not_running_reason ?? "not_live";
    if (beat.not_running_reason === null) beatReasons.notRunningReason = "live";
    if (beat.last_frame_age_s === null) beatReasons.lastFrameAgeS = "no_frame_published";
    if (beat.last_feed_message_age_s === null) beatReasons.lastFeedMessageAgeS = "no_feed_message";
    heartbeat = {
      capabilities: [...beat.capabilities],
      replay: beat.replay,
      source: beat.source,
      symbols: beat.symbols ? [...beat.symbols] : null,
      state: beat.state,
      live: beat.live,
      basis: beat.basis,
      notRunningReason: beat.not_running_reason,
      heartbeatMs: beat.heartbeat_ms,
      heartbeatAgeS: beat.heartbeat_age_s,
      lastFrameAgeS: beat.last_frame_age_s,
      lastFeedMessageAgeS: beat.last_feed_message_age_s,
      startedAgeS: ageSince(beat.started_at, nowMs),
      framesPublished: beat.frames_published,
      nullReasons: beatReasons,
    };
  } else {
    nullReasons.heartbeat =
      agent.kind === "producer" ? (agent.verdict.reason ?? "no_heartbeat") : "not_a_producer";
  }
  const build: AgentStatus["build"] =
    agent.build && agent.currentDataVersion
      ? {
          product: agent.build.product,
          dataVersion: agent.build.dataVersion,
          currentDataVersion: agent.currentDataVersion,
          rows: agent.build.rows,
          durationMs: agent.build.durationMs,
          builtAgeS: ageSince(agent.build.builtAt, nowMs),
        }
      : null;
  if (build === null) nullReasons.build = "not_a_builder";
  let ingest: AgentStatus["ingest"] = null;
  if (agent.kind === "ingest" && agent.files && agent.currentDataVersion) {
    const adapters = new Map<string, { files: number; rows: number }>();
    for (const file of agent.files) {
      const entry = adapters.get(file.adapter) ?? { files: 0, rows: 0 };
      entry.files += 1;
      entry.rows += file.rows;
      adapters.set(file.adapter, entry);
    }
    const newest = agent.files[0];
    ingest = {
      files: agent.files.length,
      rows: agent.files.reduce((sum, file) => sum + file.rows, 0),
      adapters: [...adapters.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([adapter, totals]) => ({ adapter, ...totals })),
      dataVersion: agent.currentDataVersion,
      lastIngestedAgeS: newest === undefined ? null : ageSince(newest.ingestedAt, nowMs),
      nullReasons: newest === undefined ? { lastIngestedAgeS: "no_file_ingested" } : {},
    };
  } else {
    nullReasons.ingest = "not_the_ingest";
  }
  return {
    asOf,
    name: agent.name,
    kind: agent.kind,
    description: agent.description,
    status: agent.verdict.status,
    statusReason: agent.verdict.reason,
    heartbeat,
    build,
    ingest,
    nullReasons,
  };
}

@Resolver()
export class AgentsResolver {
  @Query(() => AgentList, {
    description: `Operation ${operationOfField("agents")}: the service's real producers as agents — the ingest, the derived-product builders, the producers on the bus.`,
  })
  async agents(@Ctx() ctx: SubgraphContext<"signals">): Promise<AgentList> {
    const agents = (await listAgents(ctx)).map(summaryOf);
    return { asOf: ctx.clock.now().toISOString(), agents, total: agents.length, note: LIST_NOTE };
  }

  @Query(() => AgentStatus, {
    description: `Operation ${operationOfField("agentStatus")}: one agent's newest heartbeat or ledger row, with its stats; 404 not_found with the accepted names.`,
  })
  async agentStatus(
    @Arg("agentName", () => String, { description: "An agent of /api/v3/agents." }) agentName: string,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<AgentStatus> {
    const agent = await requireAgent(ctx, agentName);
    return statusOf(agent, Date.now(), ctx.clock.now().toISOString());
  }

  @Query(() => AgentLatest, {
    description: `Operation ${operationOfField("agentLatest")}: one agent's most recent outputs visible at the clock, optionally about one ticker.`,
  })
  async agentLatest(
    @Arg("agentName", () => String, { description: "An agent of /api/v3/agents." }) agentName: string,
    @Arg("ticker", () => String, { nullable: true, description: "Only outputs about this ticker." })
    ticker: string | null | undefined,
    @Arg("limit", () => Int, { defaultValue: 20, description: "Outputs returned at most." })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<AgentLatest> {
    const agent = await requireAgent(ctx, agentName);
    const instrument =
      ticker === null || ticker === undefined || ticker.trim() === ""
        ? null
        : await requireInstrument(ctx, ticker);
    const found = await agentOutputs(ctx, agent, instrument?.ticker ?? null, limit);
    const outputs: AgentOutputRow[] = found.outputs.map((output) => {
      const reasons: Record<string, string> = {};
      if (output.ticker === null) reasons.ticker = "not_about_a_ticker";
      if (output.asOf === null) reasons.asOf = "wall_clock_event_served_as_age";
      if (output.ageS === null) reasons.ageS = "data_output_dated_by_as_of";
      if (output.value === null) reasons.value = "not_available";
      return { ...output, nullReasons: reasons };
    });
    return {
      asOf: ctx.clock.now().toISOString(),
      name: agent.name,
      kind: agent.kind,
      status: agent.verdict.status,
      ticker: instrument?.ticker ?? null,
      tickerFilter: found.tickerFilter,
      outputs,
      returned: outputs.length,
      nullReasons: instrument === null ? { ticker: "not_requested" } : {},
      note: LATEST_NOTE,
    };
  }
}
