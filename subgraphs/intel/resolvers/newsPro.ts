/**
 * The news_pro family (spec/02: svc_v3_intel_news_pro, _why_moving, _press_releases, _crypto,
 * _movers), one argument set: up to 20 tickers, limit, body, date_from/date_to as UTC days from
 * 2018-01-01 at most 366 days apart (domain/newsWindows.ts proWindow). news_pro and why_moving read
 * the news store; the press-release wire, the movers channel and crypto news are not held, so those
 * three check every argument (crypto reads its symbols too) and answer 503 dataset_unavailable.
 */
import { Arg, Args, ArgsType, Ctx, Field, Int, Query, Resolver } from "type-graphql";
import { ServiceError, unknownTicker } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import { instrumentByTicker } from "../../kit/instruments.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, isoDate, range } from "../../kit/validation.js";
import { storeNews } from "../data/newsStore.js";
import { coverageOf, type Holding } from "../domain/newsCoverage.js";
import { candidatesOf, readSymbol } from "../domain/newsCryptoSymbols.js";
import type { NewsRecord } from "../domain/newsRecord.js";
import { admits, ordered } from "../domain/newsSelection.js";
import { type NewsWindow, proWindow } from "../domain/newsWindows.js";
import { NewsProFeed } from "../types/newsAnswers.js";
import { NewsAssetClass } from "../types/newsEnums.js";
import { NewsCryptoFeed } from "../types/newsNotHeld.js";
import {
  distinctRecords,
  heldTickers,
  NEWS_PRO_MAX_TICKERS,
  namedTickers,
  storeHolding,
  tickersHolding,
  toNewsItem,
} from "./newsShared.js";

@ArgsType()
class NewsProArgs {
  @Field(() => [String], {
    nullable: true,
    description: "Up to 20 symbols (REST: a comma list); none: every ticker.",
  })
  tickers!: string[] | null;

  @Field(() => Int, { defaultValue: 25, description: limitArg(1, 100) })
  @range(1, 100)
  limit!: number;

  @Field(() => Boolean, { defaultValue: false, description: "Include each item's HTML body where held." })
  body!: boolean;

  @Field(() => String, { nullable: true, description: "First UTC day, inclusive; from 2018-01-01." })
  @isoDate()
  dateFrom!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Last UTC day, inclusive; at most 366 days after date_from.",
  })
  @isoDate()
  dateTo!: string | null;
}

const notHeld = <T>(name: string, dataset: string) =>
  notConfiguredProvider<unknown, T>(name, { dataset, errorCode: "dataset_unavailable" });

export const newsProProviders = {
  pressReleases: notHeld<NewsProFeed>("press_releases", "press-release wire"),
  movers: notHeld<NewsProFeed>("movers_channel", "movers channel news"),
};

/** What the store holds for the request: its tickers' items, or the whole store's in the window. */
interface ProScope {
  records: NewsRecord[];
  holding: Holding;
  tickers: string[];
  symbolsUnknown: string[];
  tickersNotHeld: string[];
}

async function proScope(
  ctx: SubgraphContext<"intel">,
  tickers: string[] | null,
  window: NewsWindow,
): Promise<ProScope> {
  if (tickers == null || tickers.every((ticker) => ticker.trim() === "")) {
    const holding = await storeHolding(ctx);
    return {
      records: await storeNews(ctx, window),
      holding,
      tickers: [],
      symbolsUnknown: [],
      tickersNotHeld: [],
    };
  }
  const { known, unknown } = await namedTickers(ctx, "tickers", tickers, NEWS_PRO_MAX_TICKERS);
  const { held, notHeld: tickersNotHeld } = await heldTickers(ctx, known);
  return {
    records: distinctRecords(held.values()),
    holding: (await tickersHolding(ctx, [...held.keys()])) as Holding,
    tickers: known.map((row) => row.ticker),
    symbolsUnknown: unknown,
    tickersNotHeld,
  };
}

/** Bounds the work of one call (spec/02 gives no maximum); the catalogue's `limits` say the same. */
export const NEWS_PRO_MAX_CHANNELS = 20;

/**
 * spec/02: channels are lower case. They are read so (`Earnings` is `earnings`) and echoed as read,
 * so a caller sees which channels were matched.
 */
function readChannels(channels: string[] | null | undefined): string[] {
  const given = [
    ...new Set((channels ?? []).map((channel) => channel.trim().toLowerCase()).filter((c) => c !== "")),
  ];
  if (given.length > NEWS_PRO_MAX_CHANNELS) {
    throw invalidArgument(
      "channels",
      `${given.length} channels`,
      `at most ${NEWS_PRO_MAX_CHANNELS} channels`,
    );
  }
  return given;
}

async function proFeed(
  ctx: SubgraphContext<"intel">,
  args: NewsProArgs,
  channels: string[],
): Promise<NewsProFeed> {
  const window = proWindow(args.dateFrom, args.dateTo, ctx.clock.now());
  const scope = await proScope(ctx, args.tickers, window);
  const chosen = ordered(
    scope.records.filter((record) =>
      admits({ window, ...(channels.length > 0 ? { anyChannel: channels } : {}) }, record),
    ),
    "newest",
  ).slice(0, args.limit);
  const items = chosen.map((record) => toNewsItem(record, args.body));
  return {
    tickers: scope.tickers,
    symbolsUnknown: scope.symbolsUnknown,
    tickersNotHeld: scope.tickersNotHeld,
    channels,
    dateFrom: window.fromDate,
    dateTo: window.toDate,
    body: args.body,
    count: items.length,
    items,
    coverage: coverageOf(scope.holding, window),
  };
}

/** The family's arguments checked as news_pro checks them, before a provider is asked. */
async function checkFamily(ctx: SubgraphContext<"intel">, args: NewsProArgs): Promise<string[] | null> {
  proWindow(args.dateFrom, args.dateTo, ctx.clock.now());
  if (args.tickers == null || args.tickers.every((ticker) => ticker.trim() === "")) return null;
  return (await namedTickers(ctx, "tickers", args.tickers, NEWS_PRO_MAX_TICKERS)).known.map(
    (row) => row.ticker,
  );
}

@Resolver()
export class NewsProResolver {
  @Query(() => NewsProFeed, {
    description:
      "Operation svc_v3_intel_news_pro: items newest first for up to 20 tickers and channels (read lower case), UTC days from 2018-01-01 at most 366 days apart. An empty list is real; a failed feed is 503.",
  })
  async newsPro(
    @Args(() => NewsProArgs) args: NewsProArgs,
    @Arg("channels", () => [String], {
      nullable: true,
      description: "Channels, read lower case (REST: a comma list): sec-filing.",
    })
    channels: string[] | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsProFeed> {
    return proFeed(ctx, args, readChannels(channels));
  }

  @Query(() => NewsProFeed, {
    description:
      "Operation svc_v3_intel_news_why_moving: items of the tickers newest first, each with its catalyst_type by a keyword reading of the headline.",
  })
  async newsWhyMoving(
    @Args(() => NewsProArgs) args: NewsProArgs,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsProFeed> {
    return proFeed(ctx, args, []);
  }

  @Query(() => NewsProFeed, {
    description: "Operation svc_v3_intel_news_press_releases. No press-release wire is configured (503).",
  })
  async newsPressReleases(
    @Args(() => NewsProArgs) args: NewsProArgs,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsProFeed> {
    const tickers = await checkFamily(ctx, args);
    return newsProProviders.pressReleases.fetch({ ...args, tickers });
  }

  @Query(() => NewsProFeed, {
    description: "Operation svc_v3_intel_news_movers. No movers-channel feed is configured (503).",
  })
  async newsMovers(
    @Args(() => NewsProArgs) args: NewsProArgs,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsProFeed> {
    const tickers = await checkFamily(ctx, args);
    return newsProProviders.movers.fetch({ ...args, tickers });
  }

  @Query(() => NewsCryptoFeed, {
    description:
      "Operation svc_v3_intel_news_crypto: crypto news with how each symbol was read (tickers_read_as, ambiguous). No crypto news feed is configured (503, which says how the symbols were read).",
  })
  async newsCrypto(
    @Args(() => NewsProArgs) args: NewsProArgs,
    @Arg("assetClass", () => NewsAssetClass, {
      nullable: true,
      description: "crypto: read every symbol as a coin.",
    })
    assetClass: NewsAssetClass | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsCryptoFeed> {
    proWindow(args.dateFrom, args.dateTo, ctx.clock.now());
    const symbols = [...new Set((args.tickers ?? []).map((t) => t.trim()).filter((t) => t !== ""))];
    if (symbols.length > NEWS_PRO_MAX_TICKERS) {
      throw invalidArgument(
        "tickers",
        `${symbols.length} symbols`,
        `at most ${NEWS_PRO_MAX_TICKERS} symbols`,
      );
    }
    const forceCoin = assetClass === NewsAssetClass.crypto;
    const candidates = [...new Set(symbols.flatMap((symbol) => candidatesOf(symbol, forceCoin)))];
    const rows = await ctx.loaders.get(instrumentByTicker).loadMany(candidates);
    const known = new Set(rows.flatMap((row) => (row && !(row instanceof Error) ? [row.ticker] : [])));
    const readings = symbols.map((symbol) => readSymbol(symbol, forceCoin, known));
    const unknown = readings.filter((reading) => reading.readAs == null).map((reading) => reading.symbol);
    if (symbols.length > 0 && unknown.length === symbols.length) {
      if (unknown.length === 1) throw unknownTicker(unknown[0] as string);
      throw new ServiceError(
        "unknown_ticker",
        `None of the symbols ${unknown.join(", ")} is known to the platform.`,
        {
          extra: { tickers: unknown },
        },
      );
    }
    throw new ServiceError(
      "dataset_unavailable",
      "No crypto news source is configured on this deployment (provider crypto_news); nothing was charged.",
      {
        retryAfterS: null,
        extra: {
          provider: "crypto_news",
          provider_status: "not_configured",
          dataset: "crypto news",
          tickers_read_as: readings.map((reading) => `${reading.symbol}=${reading.readAs ?? "unknown"}`),
          ambiguous: readings.filter((reading) => reading.ambiguous).map((reading) => reading.symbol),
        },
      },
    );
  }
}
