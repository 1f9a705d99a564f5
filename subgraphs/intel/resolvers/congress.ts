/**
 * svc_v3_intel_congress (Query.congressTrades and Instrument.congressTrades) and
 * svc_v3_intel_politicians (docs/INTEL.md "Congress trades"). Both read the bundled public-record
 * feeds through data/congress.ts, visible by the clock's Eastern day; a feed that cannot be read is
 * spec/02's "503 means unreadable" (dataset_unavailable, not billed), never an empty list. A ticker
 * is proven first (404 unknown_ticker); a known ticker nobody traded is a real empty list.
 */
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, OPTIONAL_TICKER_ARG } from "../../kit/descriptions.js";
import type { InstrumentKey } from "../../kit/instrument.js";
import { knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import {
  CONGRESS_FEEDS,
  type CongressFeed,
  feedSpan,
  politicianTallies,
  visibleTrades,
} from "../data/congress.js";
import { readFeed } from "../data/readFailures.js";
import { roster, toCongressTrade } from "../domain/congress.js";
import { CongressProvider, CongressTrades, Politicians } from "../types/congress.js";
import { Instrument } from "../types/instrument.js";

const UNREADABLE = {
  what: "congressional trades feed",
  dataset: "congress_trades",
  reason: "congress_feed_unreadable",
  billing: "not_billed",
} as const;

const UNITS = { amountMinUsd: "usd", amountMaxUsd: "usd", strike: "usd_per_share" };

const today = (ctx: SubgraphContext<"intel">) => easternDate(ctx.clock.now());

async function tradesOf(
  ctx: SubgraphContext<"intel">,
  provider: CongressProvider,
  ticker: string | null,
  limit: number,
): Promise<CongressTrades> {
  const feed: CongressFeed = CONGRESS_FEEDS[provider];
  const day = today(ctx);
  const { records, span, floor } = await readFeed(UNREADABLE, async () => ({
    records: await visibleTrades(ctx.db, feed, day, ticker, limit),
    span: await feedSpan(ctx.db, feed, day, ticker),
    floor: ticker === null ? null : await feedSpan(ctx.db, feed, day, null),
  }));
  const historyFloor = (floor ?? span).oldestTransactionDate;
  const nullReasons: Record<string, string> = {};
  if (span.oldestTransactionDate === null) {
    nullReasons.dataFrom = ticker === null ? "no_trade_visible" : "no_trade_of_ticker_visible";
    nullReasons.newestReportedDate = nullReasons.dataFrom;
  }
  if (historyFloor === null) nullReasons.historyFloor = "no_trade_visible";
  return {
    provider,
    source: feed.source,
    asOf: day,
    ticker,
    count: records.length,
    tradesAvailable: span.trades,
    items: records.map((record) => toCongressTrade(record, feed.traits)),
    dataFrom: span.oldestTransactionDate,
    historyFloor,
    newestReportedDate: span.newestReportedDate,
    units: UNITS,
    nullReasons,
    coverageNote: [
      feed.note,
      "Amounts are the ranges filed (amount_range, with the bounds it states); no midpoint is made up.",
      "party_code is null: neither bundled source carries a party.",
      `${span.trades} trade(s) visible on ${day}${ticker ? ` for ${ticker}` : ""}; history_floor is the oldest trade the feed holds, so an absence before it says nothing.`,
    ].join(" "),
  };
}

const PROVIDER = {
  defaultValue: CongressProvider.options_flow,
  description: "The upstream feed: options_flow (default) or alternative_data.",
} as const;

@ArgsType()
class InstrumentCongressArgs {
  @Field(() => Int, { defaultValue: 50, description: limitArg(1, 500) })
  @range(1, 500)
  limit!: number;

  @Field(() => CongressProvider, PROVIDER)
  provider!: CongressProvider;
}

@Resolver(() => Instrument)
export class CongressResolver {
  // type-graphql matches a field resolver to its field by method name: Instrument's keeps the
  // field's name, the root field's method is named apart (as kit/instrumentOperation.ts does).
  @Query(() => CongressTrades, {
    name: "congressTrades",
    description:
      "Operation svc_v3_intel_congress: members of Congress's trades, newest report first, visible as of the clock.",
  })
  async congressTradesQuery(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Arg("provider", () => CongressProvider, PROVIDER) provider: CongressProvider,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<CongressTrades> {
    // An omitted nullable argument arrives as undefined; blank counts as omitted.
    const wanted =
      ticker == null || ticker.trim() === "" ? null : (await requireInstrument(ctx, ticker)).ticker;
    return tradesOf(ctx, provider, wanted, limit);
  }

  @FieldResolver(() => CongressTrades, {
    nullable: true,
    description:
      "Congressional trades in this stock (svc_v3_intel_congress); an empty list when no member traded it, null when the feed cannot be read.",
  })
  async congressTrades(
    @Root() instrument: InstrumentKey,
    @Args(() => InstrumentCongressArgs) { limit, provider }: InstrumentCongressArgs,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<CongressTrades> {
    const row = await knownInstrument(ctx, instrument.ticker);
    return tradesOf(ctx, provider, row.ticker, limit);
  }

  @Query(() => Politicians, {
    description:
      "Operation svc_v3_intel_politicians: members of Congress with trades in the default feed, most trades first, with the window trade_count counts over.",
  })
  async politicians(
    @Arg("limit", () => Int, { defaultValue: 100, description: limitArg(1, 1000) })
    @range(1, 1000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Politicians> {
    const provider = CongressProvider.options_flow;
    const feed = CONGRESS_FEEDS[provider];
    const day = today(ctx);
    const { tallies, span } = await readFeed(UNREADABLE, async () => ({
      tallies: await politicianTallies(ctx.db, feed, day),
      span: await feedSpan(ctx.db, feed, day, null),
    }));
    const members = roster(tallies);
    return {
      provider,
      source: feed.source,
      asOf: day,
      count: Math.min(limit, members.length),
      membersHeld: members.length,
      tradeCountWindow: {
        start: span.oldestTransactionDate,
        end: day,
        basis: `trades of the ${provider} feed executed from start and reported by end (the clock's day); nothing before start is held`,
      },
      items: members.slice(0, limit),
      nullReasons: span.oldestTransactionDate === null ? { start: "no_trade_visible" } : {},
      coverageNote: `${feed.note} The roster reads the default (options_flow) feed: members who traded only before 2019, in the Senate-only alternative_data feed, are not listed. party_code is null: neither bundled source carries a party.`,
    };
  }
}
