import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { invalidArgument, isCalendarDate, isoDate, range, rangeOn } from "../../kit/validation.js";
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
  ctx: SubgraphContext,
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

async function factsFor(ctx: SubgraphContext, row: InstrumentRow, args: FactsArgs): Promise<XbrlFacts> {
  if (args.taxonomy !== null && !(TAXONOMIES as readonly string[]).includes(args.taxonomy)) {
    throw invalidArgument("taxonomy", `unknown taxonomy ${args.taxonomy}`, TAXONOMIES.join(", "));
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

@Resolver(() => Instrument)
export class XbrlResolver {
  @Query(() => XbrlConcepts, {
    description: "Operation svc_v3_fundamentals_companyfacts: the XBRL concept directory.",
  })
  async xbrlConcepts(
    @Arg("ticker", () => String) ticker: string,
    @Arg("search", () => String, { nullable: true, description: "Substring of the concept tag (any case)." })
    search: string | null,
    @Arg("limit", () => Int, { defaultValue: 400 }) @range(1, 2000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<XbrlConcepts> {
    return conceptsFor(ctx, await requireInstrument(ctx, ticker), search ?? null, limit);
  }

  @FieldResolver(() => XbrlConcepts, { name: "xbrlConcepts", nullable: true })
  async instrumentXbrlConcepts(
    @Root() instrument: Instrument,
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("limit", () => Int, { defaultValue: 400 }) @rangeOn(Instrument, 1, 2000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<XbrlConcepts> {
    return conceptsFor(ctx, await knownInstrument(ctx, instrument.ticker), search ?? null, limit);
  }

  @Query(() => XbrlFacts, {
    description:
      "Operation svc_v3_fundamentals_xbrl: one concept's facts; as_of is point in time, history returns every restatement.",
  })
  async xbrlFacts(
    @Arg("ticker", () => String) ticker: string,
    @Arg("concept", () => String) concept: string,
    @Arg("taxonomy", () => String, { nullable: true, description: "us-gaap, dei or ifrs-full." })
    taxonomy: string | null,
    @Arg("unit", () => String, { nullable: true }) unit: string | null,
    @Arg("form", () => String, { nullable: true }) form: string | null,
    @Arg("start", () => String, { nullable: true, description: "Earliest period end." }) @isoDate() start:
      | string
      | null,
    @Arg("end", () => String, { nullable: true, description: "Latest period end." }) @isoDate() end:
      | string
      | null,
    @Arg("asOf", () => String, { nullable: true, description: "Only facts filed on or before this day." })
    @isoDate()
    asOf: string | null,
    @Arg("history", () => Boolean, { defaultValue: false }) history: boolean,
    @Arg("limit", () => Int, { defaultValue: 500 }) @range(1, 5000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<XbrlFacts> {
    return factsFor(ctx, await requireInstrument(ctx, ticker), {
      concept,
      taxonomy: taxonomy ?? null,
      unit: unit ?? null,
      form: form ?? null,
      start: start ?? null,
      end: end ?? null,
      asOf: asOf ?? null,
      history,
      limit,
    });
  }

  @FieldResolver(() => XbrlFacts, { name: "xbrlFacts", nullable: true })
  async instrumentXbrlFacts(
    @Root() instrument: Instrument,
    @Arg("concept", () => String) concept: string,
    @Arg("taxonomy", () => String, { nullable: true }) taxonomy: string | null,
    @Arg("unit", () => String, { nullable: true }) unit: string | null,
    @Arg("form", () => String, { nullable: true }) form: string | null,
    @Arg("start", () => String, { nullable: true }) start: string | null,
    @Arg("end", () => String, { nullable: true }) end: string | null,
    @Arg("asOf", () => String, { nullable: true }) asOf: string | null,
    @Arg("history", () => Boolean, { defaultValue: false }) history: boolean,
    @Arg("limit", () => Int, { defaultValue: 500 }) @rangeOn(Instrument, 1, 5000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<XbrlFacts> {
    for (const [name, value] of [
      ["start", start],
      ["end", end],
      ["asOf", asOf],
    ] as const) {
      if (value && !isCalendarDate(value))
        throw invalidArgument(name, `not a calendar date: ${value}`, "YYYY-MM-DD");
    }
    return factsFor(ctx, await knownInstrument(ctx, instrument.ticker), {
      concept,
      taxonomy: taxonomy ?? null,
      unit: unit ?? null,
      form: form ?? null,
      start: start ?? null,
      end: end ?? null,
      asOf: asOf ?? null,
      history,
      limit,
    });
  }
}
