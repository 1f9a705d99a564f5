import { Field, Int, ObjectType } from "type-graphql";
import { COUNT, IS_SP500, TICKER } from "../../kit/descriptions.js";
import { CIK, COMPANY_NAME, HAS_MORE } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One instrument of the master, as the directory routes list it." })
export class DirectoryEntry {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: COMPANY_NAME }) name!: string;
  @Field(() => String, { ...opt, description: CIK }) cik!: string | null;
  @Field(() => String, { nullable: true, description: "GICS sector (S&P 500 list only)." }) sector!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "GICS sub-industry." }) industry!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why sector and industry are null: not_in_sp500_gics_list (the master's GICS classification comes from the S&P 500 list) or not_applicable_non_equity; null when they are set.",
  })
  sectorReason!: string | null;
  @Field(() => String, { nullable: true, description: "Why industry is null: as sectorReason." })
  industryReason!: string | null;
  @Field(() => String, { description: "equity, etf or crypto." }) assetClass!: string;
  @Field(() => Boolean, { description: IS_SP500 }) isSp500!: boolean;
  @Field(() => Boolean, { nullable: true, description: "Null when the listing could not be checked." })
  isActive!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Why isActive is null: unchecked or not_in_security_master; null when it is set.",
  })
  isActiveReason!: string | null;
  @Field(() => String, {
    description:
      "active (S&P 500 list, crypto pair files), unchecked (named only by the SEC's ticker map, which says nothing of whether it still trades) or not_in_security_master (spec/01 values).",
  })
  listingStatus!: string;
  @Field(() => String, { description: "Which master source named the symbol." }) listingStatusBasis!: string;
  @Field(() => String, { nullable: true, description: "Renamed symbols only; no rename history is held." })
  nowTradesAs!: string | null;
  @Field(() => String, { description: "Why nowTradesAs is null: no_rename_history_held." })
  nowTradesAsReason!: string;
  @Field(() => String, {
    nullable: true,
    description: "Delisted symbols only; no delisting history is held.",
  })
  delistDate!: string | null;
  @Field(() => String, { description: "Why delistDate is null: no_delisting_history_held." })
  delistDateReason!: string;
}

@ObjectType({ description: "A search hit." })
export class SearchResult extends DirectoryEntry {
  @Field(() => String, { description: "ticker_exact, ticker_prefix or name." }) matchedOn!: string;
}

@ObjectType({ description: "Search (operation svc_v3_fundamentals_search)." })
export class InstrumentSearch {
  @Field(() => String, { description: "The search text as matched: q trimmed." }) query!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Matches before limit." }) total!: number;
  @Field(() => [SearchResult], {
    description:
      "The matches, best first: exact ticker, then ticker prefix, then name; S&P 500 members and shorter tickers first within each; at most limit.",
  })
  results!: SearchResult[];
}

@ObjectType({ description: "Ticker listing (operation svc_v3_fundamentals_tickers)." })
export class TickerDirectory {
  @Field(() => Boolean, { description: IS_SP500 }) isSp500!: boolean;
  @Field(() => String, {
    ...opt,
    description: "The GICS sector asked for; null when none was (every sector).",
  })
  sector!: string | null;
  @Field(() => Int, { description: "The page served, counted from 1 (1..200)." }) page!: number;
  @Field(() => Int, { description: "Rows per page, as asked (1..500)." }) limit!: number;
  @Field(() => Int, { description: "Rows matching the filters." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean, { description: HAS_MORE }) hasMore!: boolean;
  @Field(() => Int, { nullable: true, description: "Null on the last page, or past page 200." })
  nextPage!: number | null;
  @Field(() => Boolean, { description: "Rows exist beyond the last reachable page (200 × limit)." })
  truncated!: boolean;
  @Field(() => [DirectoryEntry], { description: "The page's instruments, in ticker order." })
  items!: DirectoryEntry[];
}
