/**
 * optionsChain, on Query and Instrument: the catalogue operation svc_v3_tape_options_chain
 * (/api/v3/tape/options_chain/{ticker}), a Tape product served by intel from the chain snapshot
 * max_pain and gex read (chainSnapshot.ts). Instrument.optionsSummary is its summary alone.
 */
import { Ctx, FieldResolver, Float, Int, Resolver, Root } from "type-graphql";
import { quoteInput } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import type { InstrumentKey } from "../../kit/instrument.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { knownInstrument } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";
import { chainCoverage, chainSummary, selectContracts } from "../domain/chainView.js";
import { modelContracts } from "../domain/optionChain.js";
import type { OptionRight } from "../domain/optionsVolume.js";
import { Instrument } from "../types/instrument.js";
import { OptionsChain, OptionsChainSort, OptionsChainSummary } from "../types/optionsChain.js";
import { CHAIN_SOURCE, loadChain, spotBasis } from "./chainSnapshot.js";

/** spec/02 writes contract types as call or put, also C or P. */
export function contractRight(raw: string | null): OptionRight | null {
  if (raw === null) return null;
  const value = raw.trim().toUpperCase();
  if (value === "C" || value === "CALL") return "C";
  if (value === "P" || value === "PUT") return "P";
  throw invalidArgument("contract_type", `${quoteInput(raw)} is not a contract type`, "call, put, C or P");
}

interface Args {
  date: string | null;
  contractType: string | null;
  expiration: string | null;
  minDte: number | null;
  maxDte: number | null;
  minOpenInterest: number | null;
  minVolume: number | null;
  moneyness: number | null;
  sort: OptionsChainSort;
  limit: number;
}

export const OptionsChainResolver = instrumentOperation<"intel", Args>(Instrument, {
  field: "optionsChain",
  summary:
    "one held option chain snapshot, contract by contract, filtered and sorted, with its summary and coverage.",
  instrumentDescription: (operation) => `Option chain snapshot (${operation}); null when no chain is held.`,
  returns: () => OptionsChain,
  args: {
    date: {
      type: () => String,
      date: true,
      description: "Snapshot on or before this date; default the newest.",
    },
    contractType: { type: () => String, description: "call or put (also C, P)." },
    expiration: { type: () => String, date: true, description: "One expiry." },
    minDte: { type: () => Int, range: [0, 3650], description: "Calendar days to expiry, at least." },
    maxDte: { type: () => Int, range: [0, 3650], description: "Calendar days to expiry, at most." },
    minOpenInterest: {
      type: () => Float,
      range: [0, null],
      description: "Contracts; a contract whose open interest is not reported does not qualify.",
    },
    minVolume: { type: () => Float, range: [0, null], description: "Day volume, contracts." },
    moneyness: { type: () => Float, range: [0, 5], description: "|strike / spot − 1| at most this." },
    sort: {
      type: () => OptionsChainSort,
      default: OptionsChainSort.open_interest,
      description:
        "Order of the contracts: open_interest (the default) or notional, largest first; unknown last.",
    },
    limit: { type: () => Int, default: 100, range: [1, 2000], description: limitArg(1, 2000) },
  },
  check({ contractType, minDte, maxDte }) {
    contractRight(contractType);
    if (minDte !== null && maxDte !== null && minDte > maxDte) {
      throw invalidArgument("min_dte", `min_dte ${minDte} is after max_dte ${maxDte}`, "min_dte ≤ max_dte");
    }
  },
  async resolve(ctx, row, args): Promise<OptionsChain> {
    const chain = await loadChain(ctx, row, args.date);
    const spot = chain.spot?.close ?? null;
    const spotReason = chain.spotReason ?? "no_underlying_price";
    if (args.moneyness !== null && spot === null) {
      throw invalidArgument(
        "moneyness",
        `no underlying close is held for ${row.ticker} on ${chain.snapshotDate} (${spotReason}), so moneyness cannot be measured`,
        "omit moneyness for this chain",
      );
    }
    const { contracts, matched } = selectContracts(chain.bases, chain.snapshotDate, spot, spotReason, {
      right: contractRight(args.contractType),
      expiration: args.expiration,
      minDte: args.minDte,
      maxDte: args.maxDte,
      minOpenInterest: args.minOpenInterest,
      minVolume: args.minVolume,
      moneyness: args.moneyness,
      sort: args.sort,
      limit: args.limit,
    });
    return {
      ticker: row.ticker,
      snapshotDay: chain.snapshotDate,
      isStale: chain.isStale,
      availableDates: chain.availableDates,
      underlyingPrice: spot,
      underlyingPriceBasis: chain.spot ? spotBasis(chain.spot) : null,
      summary: chainSummary(modelContracts(chain.bases.current, spot, chain.snapshotDate), spot),
      coverage: chainCoverage(chain.bases, row.ticker, chain.snapshotDate),
      matched,
      count: contracts.length,
      contracts,
      nullReasons: spot === null ? { underlyingPrice: spotReason, underlyingPriceBasis: spotReason } : {},
      units: {
        strike: "usd_per_share",
        close: "usd_per_share",
        volume: "contracts",
        openInterest: "contracts",
        notionalUsd: "usd",
        impliedVolatility: "fraction_per_sqrt_year",
        underlyingPrice: "usd_per_share",
      },
      source: CHAIN_SOURCE,
      sourceFiles: chain.sourceFiles,
    };
  },
});

/** Instrument.optionsSummary: the chain's summary alone, for a front-end's one query. */
@Resolver(() => Instrument)
export class OptionsSummaryResolver {
  @FieldResolver(() => OptionsChainSummary, {
    nullable: true,
    description:
      "Summary of the newest held option chain snapshot (svc_v3_tape_options_chain's summary); null when no chain is held.",
  })
  async optionsSummary(
    @Root() instrument: InstrumentKey,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<OptionsChainSummary> {
    const row = await knownInstrument(ctx, instrument.ticker);
    const chain = await loadChain(ctx, row, null);
    const spot = chain.spot?.close ?? null;
    return chainSummary(modelContracts(chain.bases.current, spot, chain.snapshotDate), spot);
  }
}
