import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  ACCESSION_NUMBER,
  COUNT,
  FILING_DATE,
  FISCAL_PERIOD,
  FISCAL_YEAR,
  PERIOD_END,
  TICKER,
} from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { conceptBasis, FACTS_SOURCE, SYMBOLS_UNKNOWN, TICKERS_ANSWERED } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "Dividends of one fiscal quarter or year, as filed." })
export class DividendPeriodRow {
  @Field(() => String, { description: "annual or quarterly." }) period!: string;
  @Field(() => Int, { ...opt, description: FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => String, { ...opt, description: FISCAL_PERIOD }) fiscalPeriod!: string | null;
  @Field(() => String, { description: "ISO date the fiscal quarter or year starts." }) periodStart!: string;
  @Field(() => String, { description: PERIOD_END }) periodEnd!: string;
  @Field(() => Float, { nullable: true, description: "Declared per share (usd_per_share), as filed." })
  dividendsPerShare!: number | null;
  @Field(() => String, { ...opt, description: conceptBasis("dividendsPerShare") }) dividendsPerShareBasis!:
    | string
    | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Cash paid to shareholders (usd), cash flow line; a quarter not reported quarter-long is derived from year-to-date figures (basis derived:…).",
  })
  dividendsPaid!: number | null;
  @Field(() => String, {
    ...opt,
    description:
      "The us-gaap concept dividendsPaid was taken from, or derived:… for a quarter formed from year-to-date figures; null when dividendsPaid is.",
  })
  dividendsPaidBasis!: string | null;
  @Field(() => String, { ...opt, description: ACCESSION_NUMBER }) accessionNumber!: string | null;
  @Field(() => String, { ...opt, description: FILING_DATE }) filingDate!: string | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: reported_year_to_date_only (a quarter's cash paid whose earlier year-to-date figure is not held), not_reported, concept_not_mapped, no_fiscal_label.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One ticker's dividends from its SEC filings." })
export class TickerDividends {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    description:
      "ok, no_dividend_facts_reported (the filings tag no dividend), no_sec_companyfacts_held, no_sec_cik or not_applicable_non_equity.",
  })
  status!: string;
  @Field(() => Float, { nullable: true, description: "Newest fiscal year's declared dividends per share." })
  latestAnnualPerShare!: number | null;
  @Field(() => Int, { ...opt, description: "The fiscal year of latestAnnualPerShare; null with it." })
  latestAnnualFiscalYear!: number | null;
  @Field(() => [DividendPeriodRow], { description: "Fiscal years, newest first." })
  annual!: DividendPeriodRow[];
  @Field(() => [DividendPeriodRow], { description: "Fiscal quarters, newest first." })
  quarterly!: DividendPeriodRow[];
  @Field(() => String, { ...opt, description: FACTS_SOURCE }) source!: string | null;
}

@ObjectType({ description: "Dividends (operation svc_v3_fundamentals_dividends)." })
export class FundamentalsDividends {
  @Field(() => [String], { description: TICKERS_ANSWERED }) tickers!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [TickerDividends], { description: "One entry per known ticker, in the caller's order." })
  items!: TickerDividends[];
  @Field(() => [String], { description: SYMBOLS_UNKNOWN }) symbolsUnknown!: string[];
  @Field(() => String, { description: "sec_xbrl_facts: figures are the filings' own." }) dataSource!: string;
  @Field(() => String, {
    description: "Why ex-, record and pay dates are absent: they are not in XBRL company facts.",
  })
  eventDatesStatus!: string;
}
