/**
 * Market feeds with no bundled source: futures tape and curves, commodity quotes and forex news.
 * Each route is real — inputs checked (422), plan enforced by the gateway (402: Tape is Pro and
 * above, Macro Starter and above) — and only then asks its provider, which answers the honest 503
 * upstream_unavailable (not billed) until a source is connected (kit/providers.ts).
 */
import { Arg, Int, Query, Resolver } from "type-graphql";
import { quoteInput } from "../../../core/errors.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, isoDate, range } from "../../kit/validation.js";
import { Commodities, CommodityCategory, ForexNews } from "../types/macroFeeds.js";
import { FuturesCurve, FuturesInterval, FuturesTape } from "../types/tape.js";

export const providers = {
  futures: notConfiguredProvider<unknown, FuturesTape>("futures_tape", { dataset: "futures tape" }),
  futuresCurve: notConfiguredProvider<unknown, FuturesCurve>("futures_curve", { dataset: "futures curve" }),
  commodities: notConfiguredProvider<unknown, Commodities>("commodities", { dataset: "commodity quotes" }),
  forexNews: notConfiguredProvider<unknown, ForexNews>("forex_news", { dataset: "forex news" }),
};

const ROOT = /^[A-Z][A-Z0-9]{0,3}$/;
/** Root, month code (F..Z) and one- or two-digit year: ESZ6, CLF27. */
const CONTRACT = /^([A-Z][A-Z0-9]{0,3})([FGHJKMNQUVXZ])(\d{1,2})$/;
const PAIR = /^[A-Z]{6}$/;
const MAX_PAIRS = 20;

export function futuresRoot(raw: string): string {
  const root = raw.trim().toUpperCase();
  if (!ROOT.test(root)) {
    throw invalidArgument(
      "root",
      `${quoteInput(raw)} is not a futures root`,
      "1-4 letters or digits, starting with a letter (ES, CL, GC, ZN)",
    );
  }
  return root;
}

export function futuresContract(raw: string, root: string): string {
  const contract = raw.trim().toUpperCase();
  const match = CONTRACT.exec(contract);
  if (!match || match[1] !== root) {
    throw invalidArgument(
      "contract",
      `${quoteInput(raw)} is not a ${root} contract`,
      `${root} + month code (F G H J K M N Q U V X Z) + 1-2 digit year, e.g. ${root}Z6`,
    );
  }
  return contract;
}

/** EURUSD, eur/usd and C:EURUSD all mean the pair EURUSD. */
export function currencyPairs(raw: string | null | undefined): string[] {
  if (raw === null || raw === undefined) return [];
  const pairs = raw
    .split(",")
    .map((pair) => pair.trim().toUpperCase().replace(/^C:/, "").replace("/", ""))
    .filter((pair) => pair.length > 0);
  const bad = pairs.find((pair) => !PAIR.test(pair));
  if (bad !== undefined) {
    throw invalidArgument(
      "pairs",
      `${quoteInput(bad)} is not a currency pair`,
      "comma list of six-letter pairs (EURUSD, USD/JPY)",
    );
  }
  if (pairs.length > MAX_PAIRS) {
    throw invalidArgument("pairs", `${pairs.length} pairs`, `1..${MAX_PAIRS} pairs`);
  }
  return [...new Set(pairs)];
}

@Resolver()
export class MarketFeedsResolver {
  @Query(() => FuturesTape, {
    description:
      "GET /api/v3/tape/futures/{root}: bars of a futures root's contracts. No futures source is bundled (503).",
  })
  async futuresTape(
    @Arg("root", () => String, { description: "The futures root symbol (ES, CL, …)." }) root: string,
    @Arg("contract", () => String, {
      nullable: true,
      description: "One contract month (ESZ6); default the front month.",
    })
    contract: string | null,
    @Arg("interval", () => FuturesInterval, {
      defaultValue: FuturesInterval.day,
      description: "Bar interval (FuturesInterval); day by default.",
    })
    interval: FuturesInterval,
    @Arg("date", () => String, {
      nullable: true,
      description: "ISO date (YYYY-MM-DD) the bars are read as of; absent: the newest.",
    })
    @isoDate()
    date: string | null,
    @Arg("limit", () => Int, { defaultValue: 100, description: "Most bars listed (1–5000)." })
    @range(1, 5000)
    limit: number,
  ): Promise<FuturesTape> {
    const normalised = futuresRoot(root);
    const month = contract ? futuresContract(contract, normalised) : null;
    return providers.futures.fetch({
      root: normalised,
      contract: month,
      interval,
      date: date ?? null,
      limit,
    });
  }

  @Query(() => FuturesCurve, {
    description:
      "GET /api/v3/tape/futures_curve/{root}: settlements across contract months. No futures source is bundled (503).",
  })
  async futuresCurve(
    @Arg("root", () => String, {
      description: "The futures root symbol (ES, CL, …) whose contract months form the curve.",
    })
    root: string,
    @Arg("date", () => String, {
      nullable: true,
      description: "ISO date (YYYY-MM-DD) of the settlements; absent: the newest.",
    })
    @isoDate()
    date: string | null,
  ): Promise<FuturesCurve> {
    return providers.futuresCurve.fetch({ root: futuresRoot(root), date: date ?? null });
  }

  @Query(() => Commodities, {
    description:
      "GET /api/v3/intel/commodities: energy, metals, agriculture and livestock quotes. No commodities source is bundled (503).",
  })
  async commodities(
    @Arg("category", () => CommodityCategory, {
      defaultValue: CommodityCategory.all,
      description: "Which group of commodities is quoted (CommodityCategory); all by default.",
    })
    category: CommodityCategory,
  ): Promise<Commodities> {
    return providers.commodities.fetch({ category });
  }

  @Query(() => ForexNews, {
    description:
      "GET /api/v3/news_forex/latest: latest forex news, optionally for some pairs. No forex news source is bundled (503).",
  })
  async forexNewsLatest(
    @Arg("pairs", () => String, { nullable: true, description: "Comma list of currency pairs (EURUSD)." })
    pairs: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: "Most news items listed (1–200)." })
    @range(1, 200)
    limit: number,
  ): Promise<ForexNews> {
    return providers.forexNews.fetch({ pairs: currencyPairs(pairs), limit });
  }
}
