import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, knownInstrument } from "../../kit/instruments.js";
import { dividendHistory } from "../domain/dividends.js";
import { FundamentalsDividends, TickerDividends } from "../types/dividends.js";
import { Instrument } from "../types/instrument.js";
import { factsOf, noFactsReason } from "./shared.js";
import { resolveTickerList } from "./tickerList.js";

const EMPTY = { latestAnnualPerShare: null, latestAnnualFiscalYear: null, annual: [], quarterly: [] };

async function dividendsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<TickerDividends> {
  if (row.asset_class !== "equity")
    return { ticker: row.ticker, status: "not_applicable_non_equity", source: null, ...EMPTY };
  const facts = await factsOf(ctx, row);
  if (!facts) {
    const status = noFactsReason(ctx, row);
    return { ticker: row.ticker, status, source: null, ...EMPTY };
  }
  const { annual, quarterly } = dividendHistory(facts.facts);
  const latest = annual.find((a) => a.dividendsPerShare !== null);
  return {
    ticker: row.ticker,
    status: annual.length + quarterly.length > 0 ? "ok" : "no_dividend_facts_reported",
    latestAnnualPerShare: latest?.dividendsPerShare ?? null,
    latestAnnualFiscalYear: latest?.fiscalYear ?? null,
    annual,
    quarterly,
    source: facts.source,
  };
}

@Resolver(() => Instrument)
export class DividendsResolver {
  @Query(() => FundamentalsDividends, {
    description:
      "Operation svc_v3_fundamentals_dividends: dividends declared per share and cash paid, per fiscal period, from SEC filings; 404 only when every symbol is unknown.",
  })
  async secDividends(
    @Arg("tickers", () => [String], { description: "Symbols (REST: a comma list)." }) tickers: string[],
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<FundamentalsDividends> {
    const { known, unknown } = await resolveTickerList(ctx, tickers);
    const items = await Promise.all(known.map((row) => dividendsFor(ctx, row)));
    return {
      tickers: known.map((row) => row.ticker),
      count: items.length,
      items,
      symbolsUnknown: unknown,
      dataSource: "sec_xbrl_facts",
      eventDatesStatus: "not_in_sec_xbrl_facts",
    };
  }

  @FieldResolver(() => TickerDividends, {
    name: "secDividends",
    nullable: true,
    description:
      "The instrument's dividends from its SEC facts (svc_v3_fundamentals_dividends for one ticker); null only when the field fails (the error at its path says why).",
  })
  async instrumentSecDividends(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<TickerDividends> {
    return dividendsFor(ctx, await knownInstrument(ctx, instrument.ticker));
  }
}
