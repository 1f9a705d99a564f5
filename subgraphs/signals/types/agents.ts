/** svc_v3_agents_list, svc_v3_agent_status, svc_v3_agent_latest (domain/agents.ts; docs/LEARNING.md "Agents"). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, returnedIn } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  AGENT_DESCRIPTION,
  AGENT_KIND,
  AGENT_NAME,
  AGENT_STATUS,
  AGENT_STATUS_REASON,
} from "../descriptions.js";

@ObjectType({ description: "One agent of the service: a real producer, builder or the ingest." })
export class AgentSummary {
  @Field(() => String, { description: AGENT_NAME }) name!: string;
  @Field(() => String, { description: AGENT_KIND }) kind!: string;
  @Field(() => String, { description: AGENT_DESCRIPTION }) description!: string;
  @Field(() => String, { description: AGENT_STATUS })
  status!: string;
  @Field(() => String, { nullable: true, description: AGENT_STATUS_REASON })
  statusReason!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The agents of the service (svc_v3_agents_list)." })
export class AgentList {
  @Field(() => String, { description: "The clock's instant the list was read at." }) asOf!: string;
  @Field(() => [AgentSummary], { description: "The ingest, the builders, the producers." })
  agents!: AgentSummary[];
  @Field(() => Int, { description: "Agents listed." }) total!: number;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "A producer's newest heartbeat on the event bus (kit/producers.ts), as ages." })
export class AgentHeartbeat {
  @Field(() => [String], { description: "The streams it publishes." }) capabilities!: string[];
  @Field(() => Boolean, { description: "True when its frames replay recorded data." }) replay!: boolean;
  @Field(() => String, {
    description: "Where its frames come from (replay:SPY:2023-08-03, replay:signals_book).",
  })
  source!: string;
  @Field(() => [String], { nullable: true, description: "The tickers it publishes; null: every symbol." })
  symbols!: string[] | null;
  @Field(() => String, { description: "running, finished or stopped, as the producer says." }) state!: string;
  @Field(() => Boolean, { description: "Live by spec/03's rule (a frame or feed message recent enough)." })
  live!: boolean;
  @Field(() => String, { nullable: true, description: "frame or feed_message: what made it live." })
  basis!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why the producer is not live: no_heartbeat, producer_stopped, replay_finished, heartbeat_stale, no_feed_messages or symbol_not_covered; null when live.",
  })
  notRunningReason!: string | null;
  @Field(() => Int, { description: "Its heartbeat period, milliseconds." }) heartbeatMs!: number;
  @Field(() => Float, { description: "Seconds since its newest heartbeat (wall clock)." })
  heartbeatAgeS!: number;
  @Field(() => Float, { nullable: true, description: "Seconds since its newest frame." }) lastFrameAgeS!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Seconds since its newest message from an upstream feed (wall clock); null when it has none (no_feed_message).",
  })
  lastFeedMessageAgeS!: number | null;
  @Field(() => Float, { description: "Seconds since it started (wall clock)." }) startedAgeS!: number;
  @Field(() => Int, { description: "Frames it has published since it started." }) framesPublished!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A derived-product builder's newest build (the derived_builds ledger)." })
export class AgentBuild {
  @Field(() => String, { description: "The product built." }) product!: string;
  @Field(() => String, { description: "The data version (digest of the ingest ledger) it was built from." })
  dataVersion!: string;
  @Field(() => String, { description: "The data version the warehouse holds now." })
  currentDataVersion!: string;
  @Field(() => Int, { description: "Rows it wrote." }) rows!: number;
  @Field(() => Int, { description: "Milliseconds the build took." }) durationMs!: number;
  @Field(() => Float, { description: "Seconds since it was committed (wall clock)." }) builtAgeS!: number;
}

@ObjectType({ description: "What the ingest loaded, per adapter." })
export class AgentIngestAdapter {
  @Field(() => String, { description: "The ingest adapter that loaded the files (its name in the ledger)." })
  adapter!: string;
  @Field(() => Int, { description: "Files it loaded." }) files!: number;
  @Field(() => Float, { description: "Rows written." }) rows!: number;
}

@ObjectType({ description: "The ingest's ledger (ingested_files), summed." })
export class AgentIngest {
  @Field(() => Int, { description: "Files in the ingest ledger." }) files!: number;
  @Field(() => Float, { description: "Rows written." }) rows!: number;
  @Field(() => [AgentIngestAdapter], { description: "Per adapter: files and rows, by adapter name." })
  adapters!: AgentIngestAdapter[];
  @Field(() => String, { description: "The data version: the digest of the ledger." }) dataVersion!: string;
  @Field(() => Float, {
    nullable: true,
    description: "Seconds since the newest file was ingested (wall clock).",
  })
  lastIngestedAgeS!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({
  description: "One agent's latest heartbeat or ledger row, and its stats (svc_v3_agent_status).",
})
export class AgentStatus {
  @Field(() => String, { description: "The clock's instant the status was read at." }) asOf!: string;
  @Field(() => String, { description: AGENT_NAME }) name!: string;
  @Field(() => String, { description: AGENT_KIND }) kind!: string;
  @Field(() => String, { description: AGENT_DESCRIPTION }) description!: string;
  @Field(() => String, { description: AGENT_STATUS }) status!: string;
  @Field(() => String, { nullable: true, description: AGENT_STATUS_REASON }) statusReason!: string | null;
  @Field(() => AgentHeartbeat, { nullable: true, description: "A producer's newest heartbeat." })
  heartbeat!: AgentHeartbeat | null;
  @Field(() => AgentBuild, { nullable: true, description: "A builder's newest build." })
  build!: AgentBuild | null;
  @Field(() => AgentIngest, { nullable: true, description: "The ingest's ledger." })
  ingest!: AgentIngest | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One output of an agent." })
export class AgentOutputRow {
  @Field(() => String, { description: "Unique per output (a bus event, a book row, a run, a file)." })
  outputId!: string;
  @Field(() => String, {
    description:
      "tick, bar, quote, signal, decision, book_row, backtest_run, strategy_position, resolution, resolved_prediction or ingested_file.",
  })
  outputType!: string;
  @Field(() => String, {
    nullable: true,
    description: "The ticker the output is about; null when it names none (a file, a run, a resolution).",
  })
  ticker!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The date or instant of the output's data (never after the clock).",
  })
  asOf!: string | null;
  @Field(() => Float, { nullable: true, description: "Seconds since a wall-clock output (a file ingested)." })
  ageS!: number | null;
  @Field(() => String, { description: "The output in words: a fixed template over its figures." })
  summary!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "The output's headline figure, named by value_name; null when the output has none (null_reasons: not_available).",
  })
  value!: number | null;
  @Field(() => String, { description: "What value is: price, close, mid, blended_score, sharpe, weight, …" })
  valueName!: string;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One agent's most recent outputs (svc_v3_agent_latest)." })
export class AgentLatest {
  @Field(() => String, { description: "The clock's instant: no output dated after it is shown." })
  asOf!: string;
  @Field(() => String, { description: AGENT_NAME }) name!: string;
  @Field(() => String, { description: AGENT_KIND }) kind!: string;
  @Field(() => String, { description: AGENT_STATUS }) status!: string;
  @Field(() => String, { nullable: true, description: "The ticker asked for; null when none was." })
  ticker!: string | null;
  @Field(() => String, {
    description: "applied, not_applicable (this agent's outputs name no ticker) or not_requested.",
  })
  tickerFilter!: string;
  @Field(() => [AgentOutputRow], { description: "Newest first; at most limit." }) outputs!: AgentOutputRow[];
  @Field(() => Int, { description: returnedIn("outputs") }) returned!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}
