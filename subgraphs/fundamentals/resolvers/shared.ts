import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { type CompanyFacts, factsByCik } from "../data/facts.js";

export async function factsOf(ctx: SubgraphContext, instrument: InstrumentRow) {
  return instrument.cik ? ctx.loaders.get(factsByCik).load(instrument.cik) : null;
}

/** Why a company's SEC facts are absent: no companyfacts file held, or no CIK at all. */
export const noFactsReason = (row: InstrumentRow) => (row.cik ? "no_sec_companyfacts_held" : "no_sec_cik");

/** A statement list without SEC facts: no rows, and why (the bundles embed it; routes refuse first). */
export function noStatements(row: InstrumentRow, period: string, units: Record<string, string>) {
  return {
    ticker: row.ticker,
    period,
    count: 0,
    items: [],
    quartersMissing: [],
    newerFilingAvailable: null,
    source: null,
    status: noFactsReason(row),
    units,
  };
}

/**
 * The instrument, once its SEC companyfacts are known to be held. spec/01: a missing feed is a
 * 503, never an empty list, so a facts-based route refuses (not billed) rather than answer 200
 * with no rows. Bundles (company_full, full) embed the parts null with a status instead.
 */
export async function withHeldFacts(ctx: SubgraphContext, row: InstrumentRow): Promise<InstrumentRow> {
  await heldFacts(ctx, row);
  return row;
}

/** The company's SEC facts, or the 503 of withHeldFacts. */
export async function heldFacts(ctx: SubgraphContext, row: InstrumentRow): Promise<CompanyFacts> {
  const facts = await factsOf(ctx, row);
  if (facts) return facts;
  const reason = noFactsReason(row);
  throw new ServiceError(
    "dataset_unavailable",
    `No SEC companyfacts are held for ${row.ticker}${row.cik ? ` (CIK ${row.cik})` : " (no SEC CIK)"}; nothing was charged.`,
    { extra: { ticker: row.ticker, dataset: "sec_companyfacts", reason } },
  );
}
