import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { invalidArgument, range, rangeOn } from "../../kit/validation.js";
import { heldFilingsByCik } from "../data/secFilings.js";
import { type FilingItem, type FilingsIndex, filingsIndex } from "../domain/secFilings.js";
import { Instrument } from "../types/instrument.js";
import type { SecFilingItem } from "../types/secFilings.js";
import { SecFiling, SecFilings } from "../types/secFilings.js";

/**
 * The filings index of a company whose submissions JSON is held. Not holding it is a missing
 * feed (503 dataset_unavailable, not billed), never an empty list: the company does file.
 */
async function indexOf(
  ctx: SubgraphContext,
  row: InstrumentRow,
  options: { formType: string | null; limit: number },
): Promise<{ cik: string; index: FilingsIndex }> {
  const held = row.cik ? await ctx.loaders.get(heldFilingsByCik).load(row.cik) : [];
  if (!row.cik || held.length === 0) {
    throw new ServiceError(
      "dataset_unavailable",
      `No SEC submissions index is held for ${row.ticker}${row.cik ? ` (CIK ${row.cik})` : " (no SEC CIK)"}; nothing was charged.`,
      { extra: { ticker: row.ticker, dataset: "sec_submissions" } },
    );
  }
  return { cik: row.cik, index: filingsIndex(row.cik, held, options) };
}

const item = (f: FilingItem): SecFilingItem => ({ ...f, accessionNumber: f.accession });

function formTypeOf(name: string, value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 20)
    throw invalidArgument(name, "is not a form type", "an SEC form such as 10-K, 8-K, 4");
  return trimmed.toUpperCase();
}

async function filingsFor(
  ctx: SubgraphContext,
  row: InstrumentRow,
  form: string | null,
  limit: number,
): Promise<SecFilings> {
  const { cik, index } = await indexOf(ctx, row, { formType: form, limit });
  return { ticker: row.ticker, cik, formType: form, ...index, items: index.items.map(item) };
}

@Resolver(() => Instrument)
export class SecFilingsResolver {
  @Query(() => SecFilings, {
    description: "Operation svc_v3_fundamentals_sec_filings: the SEC filings index, newest first.",
  })
  async secFilings(
    @Arg("ticker", () => String) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 20 }) @range(1, 200) limit: number,
    @Arg("formType", () => String, { nullable: true, description: "Exact SEC form (10-K, 8-K, 4, ...)." })
    formType: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<SecFilings> {
    const form = formTypeOf("form_type", formType ?? null);
    return filingsFor(ctx, await requireInstrument(ctx, ticker), form, limit);
  }

  @FieldResolver(() => SecFilings, {
    name: "secFilings",
    nullable: true,
    description:
      "The instrument's SEC filings index (svc_v3_fundamentals_sec_filings); null when its submissions are not held.",
  })
  async instrumentSecFilings(
    @Root() instrument: Instrument,
    @Arg("limit", () => Int, { defaultValue: 20 }) @rangeOn(Instrument, 1, 200) limit: number,
    @Arg("formType", () => String, { nullable: true }) formType: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<SecFilings> {
    const form = formTypeOf("form_type", formType ?? null);
    return filingsFor(ctx, await knownInstrument(ctx, instrument.ticker), form, limit);
  }

  @Query(() => SecFiling, {
    description: "Operation svc_v3_sec_filing: the newest filing of one form type, with its EDGAR links.",
  })
  async secFiling(
    @Arg("ticker", () => String) ticker: string,
    @Arg("filingType", () => String) filingType: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<SecFiling> {
    const form = formTypeOf("filing_type", filingType) as string;
    const row = await requireInstrument(ctx, ticker);
    const { cik, index } = await indexOf(ctx, row, { formType: form, limit: 1 });
    const newest = index.items[0];
    return {
      ticker: row.ticker,
      cik,
      filingType: form,
      source: index.source,
      isPartial: index.isPartial,
      searchedBackTo: index.searchedBackTo,
      total: index.total,
      filing: newest ? item(newest) : null,
      filingReason: newest ? null : "no_filing_of_type_held",
    };
  }
}
