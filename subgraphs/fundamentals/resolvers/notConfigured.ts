/**
 * The research products of fundamentals that no bundled source feeds: company segments, AI
 * analysis, mutual-fund holders, private markets and transcripts. Each route is real — its
 * inputs are checked (422), its ticker proven (404 unknown_ticker), its plan enforced by the
 * gateway (402) — and only then asks its provider, which answers the honest 503 (not billed)
 * until a source is connected (kit/providers.ts).
 */
import { Arg, Ctx, Float, ID, Int, Query, Resolver } from "type-graphql";
import { quoteInput } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { TICKER_ARG } from "../../kit/descriptions.js";
import { requireInstrument } from "../../kit/instruments.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, isoDate, range } from "../../kit/validation.js";
import {
  AiAnalysis,
  MutualFundOwnership,
  PrivateMarketsAnswer,
  Segments,
  TranscriptsAnswer,
} from "../types/notConfigured.js";

export const providers = {
  segments: notConfiguredProvider<unknown, Segments>("segments", { dataset: "company segments" }),
  // spec/02 names ai_analyze's own 503 code for its model vendor; none is configured.
  aiAnalyze: notConfiguredProvider<unknown, AiAnalysis>("ai_analyze", {
    dataset: "AI analysis",
    errorCode: "ai_analyze_vendor_error",
  }),
  mutualFunds: notConfiguredProvider<unknown, MutualFundOwnership>("mutual_fund_holdings", {
    dataset: "mutual fund holdings",
  }),
  privateMarkets: notConfiguredProvider<unknown, PrivateMarketsAnswer>("private_markets", {
    dataset: "private markets",
  }),
  transcripts: notConfiguredProvider<unknown, TranscriptsAnswer>("transcripts", {
    dataset: "earnings-call transcripts",
  }),
};

/** spec/02: segment types by name or by their raw codes. */
const SEGMENT_TYPES: Record<string, string> = {
  business: "BUSSEG",
  geographic: "GEOSEG",
  operating: "OPSEG",
  state: "STSEG",
};
const SEGMENT_CODES = new Set(Object.values(SEGMENT_TYPES));

export function segmentCode(stype: string): string {
  const value = stype.trim();
  const code = SEGMENT_TYPES[value.toLowerCase()] ?? value.toUpperCase();
  if (!SEGMENT_CODES.has(code)) {
    throw invalidArgument(
      "stype",
      `unknown segment type ${quoteInput(stype)}`,
      `${Object.keys(SEGMENT_TYPES).join(", ")} or ${[...SEGMENT_CODES].join(", ")}`,
    );
  }
  return code;
}

function requiredText(name: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalidArgument(name, "is empty", "non-empty text");
  return trimmed;
}

@Resolver()
export class NotConfiguredResolver {
  @Query(() => Segments, {
    description: "Operation svc_v3_fundamentals_segments: segment lines by type; date overrides year.",
  })
  async segments(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("year", () => Int, {
      nullable: true,
      description: "Year of the segment lines (1960–2100); ignored when date is given.",
    })
    @range(1960, 2100)
    year: number | null,
    @Arg("date", () => String, {
      nullable: true,
      description: "ISO date (YYYY-MM-DD) of the segment lines; overrides year.",
    })
    @isoDate()
    date: string | null,
    @Arg("stype", () => String, {
      nullable: true,
      description: "business, geographic, operating, state or a raw code (BUSSEG, GEOSEG, OPSEG, STSEG).",
    })
    stype: string | null,
    @Arg("limit", () => Int, { defaultValue: 200, description: "Most segment lines listed (1–2000)." })
    @range(1, 2000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<Segments> {
    const code = stype ? segmentCode(stype) : null;
    const row = await requireInstrument(ctx, ticker);
    return providers.segments.fetch({ ticker: row.ticker, year: date ? null : year, date, code, limit });
  }

  @Query(() => AiAnalysis, {
    description: "Operation svc_v3_fundamentals_ai_analyze (Pro and above): a model's analysis.",
  })
  async aiAnalyze(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<AiAnalysis> {
    const row = await requireInstrument(ctx, ticker);
    return providers.aiAnalyze.fetch({ ticker: row.ticker });
  }

  @Query(() => MutualFundOwnership, {
    description: "Operation svc_v3_funds_mutual_fund_ownership: fund holders from the quarterly archive.",
  })
  async mutualFundOwnership(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("date", () => String, {
      nullable: true,
      description:
        "ISO date (YYYY-MM-DD) of the quarterly holdings report (the archive starts in 2002); absent: the newest.",
    })
    @isoDate()
    date: string | null,
    @Arg("top", () => Int, { defaultValue: 100, description: "Most funds listed (1–5000)." })
    @range(1, 5000)
    top: number,
    @Arg("minMarketVal", () => Float, {
      nullable: true,
      description: "Only holdings of at least this market value (0 or more); no floor when absent.",
    })
    @range(0, null)
    minMarketVal: number | null,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<MutualFundOwnership> {
    const row = await requireInstrument(ctx, ticker);
    return providers.mutualFunds.fetch({ ticker: row.ticker, date, top, minMarketVal });
  }

  @Query(() => PrivateMarketsAnswer, { description: "Private-markets company search." })
  async privateMarketsSearch(
    @Arg("q", () => String, { description: "Search text for private companies." }) q: string,
  ): Promise<PrivateMarketsAnswer> {
    return providers.privateMarkets.fetch({ search: requiredText("q", q) });
  }

  @Query(() => PrivateMarketsAnswer, { description: "Private-markets name suggestions." })
  async privateMarketsSearchSuggest(
    @Arg("q", () => String, { description: "Search text the suggestions complete." }) q: string,
  ): Promise<PrivateMarketsAnswer> {
    return providers.privateMarkets.fetch({ suggest: requiredText("q", q) });
  }

  @Query(() => PrivateMarketsAnswer, { description: "One private company." })
  async privateMarketsCompany(
    @Arg("companyId", () => ID, { description: "The private company's id, as the search answers give it." })
    companyId: string,
  ): Promise<PrivateMarketsAnswer> {
    return providers.privateMarkets.fetch({ company: requiredText("company_id", companyId) });
  }

  @Query(() => PrivateMarketsAnswer, { description: "One private company's dossier." })
  async privateMarketsCompanyDossier(
    @Arg("companyId", () => ID, { description: "The private company's id, as the search answers give it." })
    companyId: string,
  ): Promise<PrivateMarketsAnswer> {
    return providers.privateMarkets.fetch({ dossier: requiredText("company_id", companyId) });
  }

  @Query(() => PrivateMarketsAnswer, { description: "One private company's deals." })
  async privateMarketsCompanyDeals(
    @Arg("companyId", () => ID, { description: "The private company's id, as the search answers give it." })
    companyId: string,
  ): Promise<PrivateMarketsAnswer> {
    return providers.privateMarkets.fetch({ deals: requiredText("company_id", companyId) });
  }

  @Query(() => PrivateMarketsAnswer, { description: "The private companies covered." })
  async privateMarketsCompanies(): Promise<PrivateMarketsAnswer> {
    return providers.privateMarkets.fetch({ companies: true });
  }

  @Query(() => TranscriptsAnswer, { description: "A company's earnings-call transcripts." })
  async transcripts(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<TranscriptsAnswer> {
    const row = await requireInstrument(ctx, ticker);
    return providers.transcripts.fetch({ ticker: row.ticker });
  }

  @Query(() => TranscriptsAnswer, { description: "One earnings call's transcript." })
  async transcriptsEvent(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("eventId", () => ID, {
      description: "The transcript event's id, as the ticker's transcript list gives it.",
    })
    eventId: string,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<TranscriptsAnswer> {
    const event = requiredText("event_id", eventId);
    const row = await requireInstrument(ctx, ticker);
    return providers.transcripts.fetch({ ticker: row.ticker, event });
  }

  @Query(() => TranscriptsAnswer, { description: "Full-text search over transcripts." })
  async transcriptsSearch(
    @Arg("q", () => String, { description: "Search text for the transcripts." }) q: string,
  ): Promise<TranscriptsAnswer> {
    return providers.transcripts.fetch({ search: requiredText("q", q) });
  }
}
