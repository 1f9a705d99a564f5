/**
 * Result types of the options-flow, dark-pool, off-exchange and short-interest routes, in spec/01's
 * words ("Options and off-exchange rows"). Off-exchange and short volume are served from FINRA's
 * files (resolvers/offExchange.ts); no options-flow or dark-pool print feed is bundled, so those
 * resolvers answer the not-configured provider's 503 (resolvers/notConfigured.ts) and their shapes
 * say what a connected source must return.
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER, TICKER_ASKED } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { FEED_IS_STALE, OPTION_EXPIRY, SESSION_DATE } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One unusual options-flow alert (spec/01 Options-flow alert)." })
export class OptionsFlowAlert {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "OCC contract symbol." }) contract!: string;
  @Field(() => String, { description: "C or P." }) right!: string;
  @Field(() => Float, { description: "The contract's strike, USD per share." }) strike!: number;
  @Field(() => String, { description: OPTION_EXPIRY }) expiry!: string;
  @Field(() => Float, { description: "Contracts." }) size!: number;
  @Field(() => Float, { description: "USD paid: size × price × 100." }) premiumUsd!: number;
  @Field(() => String, { description: "ISO 8601 UTC." }) executedAt!: string;
  @Field(() => String, {
    description: "How executed_at was established (exchange timestamp or feed receipt).",
  })
  executedAtBasis!: string;
}

@ObjectType({ description: "What the scan covered: alerts returned and the time window scanned." })
export class OptionsFlowScan {
  @Field(() => Int, { description: "Alerts in items." }) alertsReturned!: number;
  @Field(() => String, {
    ...opt,
    description: "Start of the time window scanned, ISO 8601 UTC; null when nothing was scanned.",
  })
  windowStart!: string | null;
  @Field(() => String, {
    ...opt,
    description: "End of the time window scanned, ISO 8601 UTC; null when nothing was scanned.",
  })
  windowEnd!: string | null;
}

@ObjectType({ description: "Operations svc_v3_intel_options_flow and _options_flow_ticker." })
export class OptionsFlow {
  @Field(() => String, { ...opt, description: TICKER_ASKED }) ticker!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [OptionsFlowAlert], { description: "Newest first." }) items!: OptionsFlowAlert[];
  @Field(() => OptionsFlowScan, {
    description: "The scan behind the items.",
  })
  scan!: OptionsFlowScan;
  @Field(() => Boolean, { description: FEED_IS_STALE }) isStale!: boolean;
}

@ObjectType({ description: "One dark-pool print (spec/01 Dark-pool print)." })
export class DarkpoolPrint {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { description: "Shares." }) size!: number;
  @Field(() => Float, { description: "USD per share." }) price!: number;
  @Field(() => Float, { description: "USD: size × price." }) notional!: number;
  @Field(() => String, { description: "When the print executed, ISO 8601 UTC." }) executedAt!: string;
  @Field(() => String, {
    ...opt,
    description: "The reporting market center (TRF/ADF) as the feed names it; null when not given.",
  })
  marketCenter!: string | null;
  @Field(() => Float, {
    ...opt,
    description: "National best bid at execution, USD per share; null when the feed gives none.",
  })
  nbboBid!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "National best offer at execution, USD per share; null when the feed gives none.",
  })
  nbboAsk!: number | null;
  @Field(() => String, {
    ...opt,
    description: "The print's extended-hours trade modifier as reported; null for a regular-hours print.",
  })
  extendedHoursCode!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The print's sale condition code as reported; null when none.",
  })
  saleConditionCode!: string | null;
  @Field(() => String, {
    ...opt,
    description:
      "The print's settlement terms as reported (regular, cash, next day, …); null when not given.",
  })
  settlement!: string | null;
  @Field(() => String, { nullable: true, description: "Always null: a print off exchange has no exchange." })
  exchange!: string | null;
}

@ObjectType({ description: "Operations svc_v3_intel_darkpool_recent and _darkpool_ticker." })
export class DarkpoolPrints {
  @Field(() => String, { ...opt, description: TICKER_ASKED }) ticker!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [DarkpoolPrint], { description: "Newest first." }) items!: DarkpoolPrint[];
  @Field(() => Boolean, { description: FEED_IS_STALE }) isStale!: boolean;
}

@ObjectType({ description: "One session of off-exchange trading (spec/01 Off-exchange day)." })
export class OffExchangeDay {
  @Field(() => String, { description: SESSION_DATE }) date!: string;
  @Field(() => Float, { description: "Shares traded off exchange." }) offExchangeVolume!: number;
  @Field(() => Float, { description: "Shares sold short off exchange." }) shortVolume!: number;
  @Field(() => Float, { nullable: true, description: "Fraction of off-exchange volume sold short." })
  shortVolumeShare!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Always null: consolidated (exchange + off-exchange) volume is not in FINRA's files.",
  })
  darkPoolPct!: number | null;
  @Field(() => Float, { nullable: true, description: "Always null (see dark_pool_pct)." })
  totalVolume!: number | null;
}

@ObjectType({ description: "Operation svc_v3_intel_off_exchange." })
export class OffExchange {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [OffExchangeDay], { description: "Newest first." }) items!: OffExchangeDay[];
  @Field(() => [String], {
    description: "Sessions of the window with no FINRA row for the symbol, newest first.",
  })
  missingSessions!: string[];
  @Field(() => Boolean, {
    description: "A later session's FINRA file is published by the clock but not held.",
  })
  isStale!: boolean;
  @Field(() => String, { description: "The newest session held and published by the clock." }) asOf!: string;
  @Field(() => String, { description: "The first session held." }) heldFrom!: string;
  @Field(() => FieldMap, { description: "Why a null field of every item is null." })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One session's off-exchange short volume by reporting facility." })
export class FacilityShortVolume {
  @Field(() => String, { description: SESSION_DATE }) date!: string;
  @Field(() => String, { description: "finra_*_short_volume facility name." }) facility!: string;
  @Field(() => Float, { description: "Shares sold short off exchange at the facility that session." })
  shortVolume!: number;
  @Field(() => Float, { nullable: true, description: "Percent of the facility's volume." })
  shortVolumeRatio!: number | null;
}

@ObjectType({ description: "Operation svc_v2_short_interest." })
export class ShortInterest {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date of the short-interest settlement; always null: no FINRA short-interest file is held (nullReasons).",
  })
  settlementDate!: string | null;
  @Field(() => Float, {
    ...opt,
    description: "Shares sold short at settlement; always null with settlementDate.",
  })
  sharesShort!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Average daily share volume over the settlement period; always null with settlementDate.",
  })
  averageDailyVolume!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "sharesShort / averageDailyVolume, in sessions; always null with settlementDate.",
  })
  daysToCover!: number | null;
  @Field(() => [FacilityShortVolume], { description: "The last five sessions held, newest first." })
  shortVolume!: FacilityShortVolume[];
  @Field(() => FieldMap, { description: "Why a null field is null." })
  nullReasons!: Record<string, string>;
}
