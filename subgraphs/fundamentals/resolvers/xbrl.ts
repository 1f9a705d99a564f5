import { Int } from "type-graphql";
import { quoteInput, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";
import { instrumentFactsAnswer } from "../descriptions.js";
import { conceptDirectory, isStale, TAXONOMIES, xbrlFacts } from "../domain/xbrl.js";
import { Instrument } from "../types/instrument.js";
import { XbrlConcepts, XbrlFacts } from "../types/xbrl.js";
import { heldFacts } from "./shared.js";

/**
 * spec/01's XBRL `source`: every fact here comes from the ingested bundle, never a live SEC call,
 * so it is `archive`; `factsSource` keeps which kind of bundled file it was.
 */
const ARCHIVE = "archive";

async function conceptsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  search: string | null,
  limit: number,
): Promise<XbrlConcepts> {
  const facts = await heldFacts(ctx, row);
  const base = { ticker: row.ticker, cik: row.cik, search };
  const directory = conceptDirectory(facts.facts, { search, limit });
  return {
    ...base,
    source: ARCHIVE,
    factsSource: facts.source,
    status: null,
    ...directory,
    count: directory.items.length,
  };
}

interface FactsArgs {
  concept: string;
  taxonomy: string | null;
  unit: string | null;
  form: string | null;
  start: string | null;
  end: string | null;
  asOf: string | null;
  history: boolean;
  limit: number;
}

async function factsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  args: FactsArgs,
): Promise<XbrlFacts> {
  if (args.taxonomy !== null && !(TAXONOMIES as readonly string[]).includes(args.taxonomy)) {
    throw invalidArgument("taxonomy", `unknown taxonomy ${quoteInput(args.taxonomy)}`, TAXONOMIES.join(", "));
  }
  if (args.start && args.end && args.end < args.start) {
    throw new ServiceError(
      "invalid_date_range",
      `end ${args.end} is before start ${args.start}; accepted: end on or after start.`,
      { extra: { parameter: "end" } },
    );
  }
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const facts = await heldFacts(ctx, row);
  const base = { ticker: row.ticker, concept: args.concept, asOf: args.asOf, history: args.history };
  const answer = xbrlFacts(facts.facts, args);
  return {
    ...base,
    ...answer,
    source: ARCHIVE,
    factsSource: facts.source,
    isStale: isStale(answer.dataAsOf, today),
    count: answer.items.length,
  };
}

export const XbrlConceptsResolver = instrumentOperation<
  "fundamentals",
  { search: string | null; limit: number }
>(Instrument, {
  field: "xbrlConcepts",
  instrumentDescription: instrumentFactsAnswer("The XBRL concept directory"),
  summary: "the XBRL concept directory.",
  returns: () => XbrlConcepts,
  args: {
    search: { type: () => String, description: "Substring of the concept tag (any case)." },
    limit: {
      type: () => Int,
      default: 400,
      range: [1, 2000],
      description: "Most concepts listed (1–2000); total counts every match.",
    },
  },
  resolve: (ctx, row, { search, limit }) => conceptsFor(ctx, row, search, limit),
});

export const XbrlFactsResolver = instrumentOperation<"fundamentals", FactsArgs>(Instrument, {
  field: "xbrlFacts",
  instrumentDescription: instrumentFactsAnswer("One XBRL concept's facts"),
  summary: "one concept's facts; as_of is point in time, history returns every restatement.",
  returns: () => XbrlFacts,
  args: {
    concept: {
      type: () => String,
      required: true,
      description: "The XBRL concept tag, e.g. Revenues or EntityCommonStockSharesOutstanding.",
    },
    taxonomy: { type: () => String, description: "us-gaap, dei or ifrs-full." },
    unit: {
      type: () => String,
      description:
        "Only facts in this unit as the filing tags it (USD, shares, USD/shares, …); all units when absent.",
    },
    form: {
      type: () => String,
      description: "Only facts carried by this SEC form (10-K, 10-Q, …; any case); every form when absent.",
    },
    start: { type: () => String, date: true, description: "Earliest period end." },
    end: { type: () => String, date: true, description: "Latest period end." },
    asOf: { type: () => String, date: true, description: "Only facts filed on or before this day." },
    history: {
      type: () => Boolean,
      default: false,
      description:
        "Every filing's version of each period (superseded marks the restated ones); false: the latest filed per unit and period.",
    },
    limit: {
      type: () => Int,
      default: 500,
      range: [1, 5000],
      description: "Most facts listed (1–5000), newest period first; truncated says when more matched.",
    },
  },
  resolve: factsFor,
});
