import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One index hedge proposal (none is made while every rule is withheld)." })
export class HedgeProposal {
  @Field(() => String, { description: "The index underlying the hedge is on (SPY or SPX)." })
  underlying!: string;
  @Field(() => String, { description: "protective_put." }) rule!: string;
  @Field(() => String, { description: "Why the rule proposes the hedge: the evidence it met, in words." })
  rationale!: string;
}

@ObjectType({
  description: "A hedging rule and the requirements its evidence leaves unmet; withheld when any is.",
})
export class HedgeRuleVerdict {
  @Field(() => String, { description: "protective_put, iv_term_structure_note or collar." }) rule!: string;
  @Field(() => String, { description: "What the rule would propose and what it needs, in words." })
  description!: string;
  @Field(() => [String], { description: "Unmet requirements, `<UNDERLYING>:<code>` or a bare code." })
  reasons!: string[];
}

@ObjectType({ description: "What the newest held end-of-day chain of an index underlying can establish." })
export class HedgeChainEvidence {
  @Field(() => String, { description: "The index underlying (SPY or SPX)." }) underlying!: string;
  @Field(() => String, { description: "held, or no_chain_held." }) status!: string;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date of the newest end-of-day chain snapshot held by the clock; null when none is (status no_chain_held).",
  })
  snapshotDate!: string | null;
  @Field(() => Boolean, { ...opt, description: "The snapshot is older than the last final close." })
  isStale!: boolean | null;
  @Field(() => Int, {
    description: "Snapshot dates held by the clock (the IV history an IV rank could use).",
  })
  snapshotDatesHeld!: number;
  @Field(() => Int, { description: "Contracts in the snapshot." }) contracts!: number;
  @Field(() => Int, { description: "Call contracts in the snapshot." }) calls!: number;
  @Field(() => Int, { description: "Put contracts in the snapshot." }) puts!: number;
  @Field(() => Int, { description: "Contracts whose open interest is reported." })
  contractsWithOpenInterest!: number;
  @Field(() => Int, { description: "Distinct expiry dates in the snapshot." }) expiries!: number;
  @Field(() => Int, { ...opt, description: "Calendar days from the snapshot to the nearest expiry." })
  nearestExpiryDays!: number | null;
  @Field(() => Int, {
    ...opt,
    description: "Calendar days from the snapshot to the farthest expiry; null when no chain is held.",
  })
  farthestExpiryDays!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Lowest strike in the snapshot, USD; null when no chain is held.",
  })
  strikeMin!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Highest strike in the snapshot, USD; null when no chain is held.",
  })
  strikeMax!: number | null;
  @Field(() => Float, { ...opt, description: "The underlying's close on the snapshot date, as traded." })
  spot!: number | null;
  @Field(() => String, {
    ...opt,
    description:
      "Why spot is null (no_chain_held, or why no close of that date is held); null when spot is set.",
  })
  spotReason!: string | null;
  @Field(() => [String], {
    description: "The chain files the snapshot was read from; empty when no chain is held.",
  })
  sourceFiles!: string[];
}

@ObjectType({
  description:
    "Index hedge proposals: protective puts, an IV term-structure note, no collar; each rule withheld with what it lacks.",
})
export class Hedging {
  @Field(() => [HedgeProposal], { ...opt, description: "Null while every rule is withheld." })
  proposals!: HedgeProposal[] | null;
  @Field(() => String, {
    ...opt,
    description:
      "Why proposals is null: every_rule_withheld with the rules' names (see withheld_rules); null when a proposal is made.",
  })
  proposalsReason!: string | null;
  @Field(() => [HedgeRuleVerdict], {
    description: "Each rule withheld, with the requirements the held chains do not meet.",
  })
  withheldRules!: HedgeRuleVerdict[];
  @Field(() => [HedgeChainEvidence], {
    description: "What the newest held chain of each index underlying can establish.",
  })
  chains!: HedgeChainEvidence[];
  @Field(() => Float, { description: "Front-week IV must exceed 30-day IV by this fraction (relative)." })
  termStructurePremium!: number;
  @Field(() => Int, { description: "Calendar days that count as the front week." }) frontWeekDays!: number;
  @Field(() => Int, { description: "Sessions of at-the-money IV an IV rank needs." }) ivRankSessions!: number;
  @Field(() => String, { ...opt, description: "The newest chain snapshot examined." }) asOf!: string | null;
  @Field(() => Boolean, {
    description: "True when a chain examined is older than the last final close, or missing.",
  })
  isStale!: boolean;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}
