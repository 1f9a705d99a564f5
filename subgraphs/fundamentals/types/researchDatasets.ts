import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { COUNT } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { DATASET_DESCRIPTION, DATASET_SLUG } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "A dataset the warehouse holds, with its coverage." })
export class ResearchDatasetInfo {
  @Field(() => String, { description: DATASET_SLUG }) slug!: string;
  @Field(() => String, { description: DATASET_DESCRIPTION }) description!: string;
  @Field(() => String, { description: "The product group a read bills at (see /api/capabilities products)." })
  product!: string;
  @Field(() => String, { description: "What the rows are keyed by: ticker, cik, series_id or date." })
  keyedBy!: string;
  @Field(() => String, {
    nullable: true,
    description: "The column `ticker` filters; null: ticker is ignored.",
  })
  symbolColumn!: string | null;
  @Field(() => [String], { description: "Filters the dataset accepts." }) filters!: string[];
  @Field(() => Boolean, { description: "True when a read must give ticker (implied_vol_by_ticker)." })
  requiresTicker!: boolean;
  @Field(() => Int, { description: "Rows held." }) rows!: number;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date of the earliest row visible at the request's clock; null for an undated table or no dated row (nullReasons).",
  })
  firstDate!: string | null;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date of the newest row visible at the request's clock; null for an undated table or no dated row (nullReasons).",
  })
  lastDate!: string | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: keyed_by_<id> (symbolColumn: ticker is ignored), undated_table (firstDate, lastDate of a table without a date column).",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A dataset slug of the catalogue awaiting a table." })
export class NotIngestedDataset {
  @Field(() => String, { description: DATASET_SLUG }) slug!: string;
  @Field(() => String, { description: "Why no table is held for it yet, in words." }) reason!: string;
  @Field(() => [String], { description: "Filters it will accept." }) filters!: string[];
}

@ObjectType({
  description: "Operation svc_v2_research_datasets: the datasets held and those awaiting a table.",
})
export class ResearchDatasets {
  @Field(() => Int, {
    description: "Datasets readable now; the list, not any stated total, is authoritative.",
  })
  count!: number;
  @Field(() => [ResearchDatasetInfo], { description: "The datasets readable now, by slug." })
  datasets!: ResearchDatasetInfo[];
  @Field(() => [NotIngestedDataset], {
    description: "The catalogue's slugs awaiting a table (a read answers 503 dataset_unavailable).",
  })
  notIngested!: NotIngestedDataset[];
  @Field(() => Int, { description: "Rows an unfiltered read returns at most." }) unfilteredRowCap!: number;
  @Field(() => Int, { description: "The largest limit a read accepts: 50000." }) limitMax!: number;
}

@ObjectType({ description: "Operation svc_v2_research_read: rows of one dataset, verbatim, in key order." })
export class ResearchDatasetRead {
  @Field(() => String, { description: DATASET_SLUG }) dataset!: string;
  @Field(() => String, { description: DATASET_DESCRIPTION }) description!: string;
  @Field(() => String, { description: "The product group this read billed at." }) product!: string;
  @Field(() => String, { description: "What the rows are keyed by: ticker, cik, series_id or date." })
  keyedBy!: string;
  @Field(() => String, {
    ...opt,
    description:
      "The column ticker filters; null when the dataset is keyed by another id (ticker is ignored).",
  })
  symbolColumn!: string | null;
  @Field(() => GraphQLJSONObject, { description: "The filters the read applied (ticker, permno, gvkey)." })
  filtersApplied!: Record<string, string | number>;
  @Field(() => Boolean, { description: "A ticker was given but the dataset is keyed by another id." })
  tickerIgnored!: boolean;
  @Field(() => String, { nullable: true, description: "keyed_by_<id> when tickerIgnored." })
  tickerIgnoredReason!: string | null;
  @Field(() => Int, { description: "The limit asked for." }) limit!: number;
  @Field(() => Int, {
    nullable: true,
    description: "The unfiltered-read cap, when nothing filtered the read.",
  })
  rowCap!: number | null;
  @Field(() => Boolean, { description: "limit was above rowCap and was lowered to it." }) capped!: boolean;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean, { description: "More rows match beyond those returned." }) hasMore!: boolean;
  @Field(() => [String], { description: "Column names, in order." }) columns!: string[];
  @Field(() => [GraphQLJSONObject], {
    description: "Rows as stored: the warehouse's column names and units.",
  })
  rows!: Record<string, unknown>[];
}
