import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, IS_SP500, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { ASSET_CLASS, INSTRUMENT_NAME } from "../descriptions.js";

export enum UniverseAssetClass {
  equity = "equity",
  etf = "etf",
  crypto = "crypto",
}
registerEnumType(UniverseAssetClass, {
  name: "UniverseAssetClass",
  description: "The asset classes the data universe lists.",
  valuesConfig: {
    equity: { description: "Equities." },
    etf: { description: "Exchange-traded funds." },
    crypto: { description: "Crypto pairs." },
  },
});

@ObjectType({ description: "One instrument market holds prices for, and what it holds." })
export class UniverseRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: INSTRUMENT_NAME }) name!: string;
  @Field(() => String, { description: ASSET_CLASS }) assetClass!: string;
  @Field(() => String, {
    nullable: true,
    description: "GICS sector from the S&P 500 list; null when not listed there.",
  })
  sector!: string | null;
  @Field(() => Boolean, { description: IS_SP500 }) isSp500!: boolean;
  @Field(() => String, { nullable: true, description: "Where the daily series comes from." }) priceSource!:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description:
      "First daily session held (ISO date); null when no daily series is held (null_reasons.daily_from).",
  })
  dailyFrom!: string | null;
  @Field(() => String, { nullable: true, description: "Last daily session held." }) dailyThrough!:
    | string
    | null;
  @Field(() => String, {
    description:
      "split_adjusted, split_dividend_adjusted, unadjusted (adjusted here from held splits), not_applicable_crypto, none.",
  })
  closeBasis!: string;
  @Field(() => Int, { description: "Sessions (UTC days for crypto) held as minute bars." })
  minuteSessions!: number;
  @Field(() => String, {
    nullable: true,
    description: "First session held as minute bars (ISO date); null when none is (no_minute_bars_held).",
  })
  minuteFrom!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Last session held as minute bars (ISO date); null when none is (no_minute_bars_held).",
  })
  minuteThrough!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Dividends and splits are complete through this date.",
  })
  dividendHistoryThrough!: string | null;
  @Field(() => String, { description: "The newest date held, daily or minute." }) lastPriceDate!: string;
  @Field(() => Boolean, {
    description: "The newest price is older than the staleness threshold (6 h; crypto 15 min).",
  })
  isStale!: boolean;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: not_in_sp500_gics_list or not_applicable_non_equity (sector), no_daily_series_held, no_minute_bars_held, no_corporate_action_history_held, not_applicable_crypto.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Route /api/data/universe: the instruments with prices held, by ticker." })
export class DataUniverse {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Rows matching before limit." }) total!: number;
  @Field(() => Boolean, { description: "More rows matched than limit: total exceeds count." })
  truncated!: boolean;
  @Field(() => String, { nullable: true, description: "The newest price date among the rows." }) asOf!:
    | string
    | null;
  @Field(() => [UniverseRow], { description: "The instruments, by ticker, at most limit." })
  items!: UniverseRow[];
}
