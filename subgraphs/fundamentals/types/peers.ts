import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { COMPANY_NAME } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One peer." })
export class PeerRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: COMPANY_NAME }) name!: string;
  @Field(() => String, {
    ...opt,
    description: "The peer's GICS sector; null when the S&P 500 list does not classify it.",
  })
  sector!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The peer's GICS sub-industry; null when the S&P 500 list does not classify it.",
  })
  industry!: string | null;
  @Field(() => Float, { nullable: true, description: "Latest fiscal-year revenue (usd) from its SEC facts." })
  size!: number | null;
  @Field(() => Int, { ...opt, description: "The fiscal year size is of; null with size." }) sizeFiscalYear!:
    | number
    | null;
  @Field(() => String, { description: "ok, or why size is null." }) sizeStatus!: string;
  @Field(() => Float, { nullable: true, description: "size / the subject's size." }) relativeSize!:
    | number
    | null;
  @Field(() => FieldMap, { description: "Field → why it is null (its or the subject's size status)." })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "How the size floor was applied." })
export class PeerFilterStats {
  @Field(() => Int, { description: "GICS peers before the size filter." }) candidates!: number;
  @Field(() => Int, { description: "Candidates whose relative size is unknown." }) sizeUnknown!: number;
  @Field(() => Int, { description: "Candidates whose relative size is below the floor applied." })
  belowFloor!: number;
  @Field(() => Int, { description: "Candidates at or above the floor applied." }) cleared!: number;
  @Field(() => Float, { nullable: true, description: "The floor asked for; null: the default ladder." })
  minRelativeSizeRequested!: number | null;
  @Field(() => Float, { description: "The floor on size / the subject's size the peers cleared (0.0..1.0)." })
  minRelativeSizeApplied!: number;
  @Field(() => [Float], { description: "Floors tried, in order." }) floorsTried!: number[];
}

@ObjectType({ description: "Peers (operation svc_v3_fundamentals_peers)." })
export class Peers {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "GICS level the peers share: gics_sub_industry, or gics_sector when the sub-industry has none.",
  })
  peerBasis!: string | null;
  @Field(() => String, {
    ...opt,
    description:
      "The GICS group's name at peerBasis; null when the subject has no GICS classification (nullReasons).",
  })
  peerGroup!: string | null;
  @Field(() => String, { description: "own_data_gics: the S&P 500 master's GICS classification." })
  peerSelectionBasis!: string;
  @Field(() => String, {
    description: "ok, none_after_size_filter, none_after_data_error_filter or none_in_industry.",
  })
  peersStatus!: string;
  @Field(() => String, { description: "ok, or subject_not_in_sp500_master." }) peerUniverseStatus!: string;
  @Field(() => String, { description: "What size is: revenue_latest_fiscal_year (USD, from SEC facts)." })
  sizeMeasure!: string;
  @Field(() => Float, {
    ...opt,
    description: "The subject's latest fiscal-year revenue, USD; null when not known (subjectSizeStatus).",
  })
  subjectSize!: number | null;
  @Field(() => Int, { ...opt, description: "The fiscal year subjectSize is of; null with it." })
  subjectSizeFiscalYear!: number | null;
  @Field(() => String, {
    description:
      "ok, or why subject_size is null (fundamentals_not_current, no_annual_revenue_in_sec_facts, no_sec_companyfacts_held, no_sec_cik).",
  })
  subjectSizeStatus!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The date sizes are compared as of: the newest fiscal year end among subject and candidates; a size more than 15 months older is fundamentals_not_current.",
  })
  sizesComparedAsOf!: string | null;
  @Field(() => PeerFilterStats, { description: "How the size floor was applied to the GICS candidates." })
  peerFilterStats!: PeerFilterStats;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [PeerRow], { description: "The peers, largest first, at most limit." }) peers!: PeerRow[];
  @Field(() => FieldMap, {
    description:
      "Field → why it is null, peerFilterStats' included: subject_not_in_sp500_master or no_gics_classification (peerBasis, peerGroup), the subject's size status, not_requested_default_floor_ladder (minRelativeSizeRequested).",
  })
  nullReasons!: Record<string, string>;
}
