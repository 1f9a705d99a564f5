/**
 * Result types of the issuer credit routes. No issuer credit source is bundled, so their resolvers
 * validate and then answer the not-configured provider's 503 (resolvers/creditIssuer.ts); these
 * shapes say what a connected source must return (spec/01 shows no fields of credit records).
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";

const opt = { nullable: true } as const;

/** No issuer credit source is bundled, so no answer carries one yet. */
const SOURCE = "The connected credit data source (none is bundled: these routes answer 503).";

@ObjectType({ description: "Operation svc_v3_credit_issuer: an issuer's credit profile." })
export class CreditIssuer {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    ...opt,
    description: "The issuer's legal name; null when the source does not give it.",
  })
  issuerName!: string | null;
  @Field(() => String, { ...opt, description: "Senior unsecured rating, the agency's scale." })
  seniorUnsecuredRating!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The agency of senior_unsecured_rating (S&P, Moody's, Fitch); null with it.",
  })
  ratingAgency!: string | null;
  @Field(() => Float, { ...opt, description: "5-year CDS par spread, bps." }) cds5yBps!: number | null;
  @Field(() => Int, {
    ...opt,
    description: "Bonds of the issuer outstanding; null when the source does not give it.",
  })
  bondsOutstanding!: number | null;
  @Field(() => String, { description: "ISO date of the source's figures." }) asOf!: string;
  @Field(() => String, { description: SOURCE }) source!: string;
}

@ObjectType({ description: "One bond of an issuer." })
export class CreditBond {
  @Field(() => String, { description: "The bond's CUSIP (9 characters)." }) cusip!: string;
  @Field(() => Float, { description: "Percent a year." }) couponPct!: number;
  @Field(() => String, { description: "ISO date the bond matures." }) maturity!: string;
  @Field(() => String, {
    ...opt,
    description:
      "The bond's rank in the capital structure (senior secured, senior unsecured, subordinated, …); null when not given.",
  })
  seniority!: string | null;
  @Field(() => Float, { ...opt, description: "USD." }) amountOutstandingUsd!: number | null;
  @Field(() => Float, { ...opt, description: "Percent of par." }) price!: number | null;
  @Field(() => Float, { ...opt, description: "Percent." }) yieldToMaturityPct!: number | null;
  @Field(() => Float, { ...opt, description: "Option-adjusted spread, bps." }) oasBps!: number | null;
  @Field(() => String, { ...opt, description: "ISO date of price; null with price." }) priceAsOf!:
    | string
    | null;
}

@ObjectType({ description: "Operation svc_v3_credit_bonds: an issuer's outstanding bonds." })
export class CreditBonds {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CreditBond], { description: "The issuer's outstanding bonds." }) items!: CreditBond[];
  @Field(() => String, { description: SOURCE }) source!: string;
}

@ObjectType({ description: "One day's CDS par spread." })
export class CdsQuote {
  @Field(() => String, { description: "ISO date of the quote." }) date!: string;
  @Field(() => Float, { description: "bps." }) parSpreadBps!: number;
}

@ObjectType({ description: "Operation svc_v3_credit_cds_history: an issuer's CDS spread history." })
export class CreditCdsHistory {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "Contract tenor, e.g. 5Y." }) tenor!: string;
  @Field(() => String, {
    ...opt,
    description:
      "Seniority of the reference obligation (senior unsecured, subordinated, …); null when not given.",
  })
  seniority!: string | null;
  @Field(() => String, { ...opt, description: "ISO 4217 currency of the contract; null when not given." })
  currency!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CdsQuote], { description: "Oldest first." }) items!: CdsQuote[];
  @Field(() => String, { description: SOURCE }) source!: string;
}

@ObjectType({ description: "One rating or rating action." })
export class CreditRating {
  @Field(() => String, { description: "The rating agency (S&P, Moody's, Fitch)." }) agency!: string;
  @Field(() => String, { description: "The rating on the agency's scale (AA+, Baa2, …)." }) rating!: string;
  @Field(() => String, {
    ...opt,
    description: "The agency's outlook (stable, positive, negative, developing); null when none is given.",
  })
  outlook!: string | null;
  @Field(() => String, { ...opt, description: "upgrade, downgrade, affirmed, new." }) action!: string | null;
  @Field(() => String, { description: "ISO date of the rating or action." }) date!: string;
}

@ObjectType({ description: "Operation svc_v3_credit_ratings: an issuer's ratings and rating actions." })
export class CreditRatings {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CreditRating], { description: "Newest first." }) items!: CreditRating[];
  @Field(() => String, { description: SOURCE }) source!: string;
}

@ObjectType({ description: "One syndicated loan facility." })
export class CreditLoan {
  @Field(() => String, { description: "The facility's name as the credit agreement gives it." })
  facility!: string;
  @Field(() => String, { ...opt, description: "term_loan_a, term_loan_b, revolver, ..." }) loanType!:
    | string
    | null;
  @Field(() => Float, { ...opt, description: "USD." }) amountUsd!: number | null;
  @Field(() => String, {
    ...opt,
    description: "The floating-rate benchmark the margin is over (SOFR, …); null when not given.",
  })
  benchmark!: string | null;
  @Field(() => Float, { ...opt, description: "Margin over the benchmark, bps." }) spreadBps!: number | null;
  @Field(() => String, { ...opt, description: "ISO date the facility matures; null when not given." })
  maturity!: string | null;
}

@ObjectType({ description: "Operation svc_v3_credit_loans: an issuer's syndicated loans." })
export class CreditLoans {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CreditLoan], { description: "The issuer's syndicated loan facilities." })
  items!: CreditLoan[];
  @Field(() => String, { description: SOURCE }) source!: string;
}
