import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One index hedge proposal (none is made while every rule is withheld)." })
export class HedgeProposal {
  @Field(() => String) underlying!: string;
  @Field(() => String, { description: "protective_put." }) rule!: string;
  @Field(() => String) rationale!: string;
}

@ObjectType({
  description: "A hedging rule and the requirements its evidence leaves unmet; withheld when any is.",
})
export class HedgeRuleVerdict {
  @Field(() => String, { description: "protective_put, iv_term_structure_note or collar." }) rule!: string;
  @Field(() => String) description!: string;
  @Field(() => [String], { description: "Unmet requirements, `<UNDERLYING>:<code>` or a bare code." })
  reasons!: string[];
}

@ObjectType({ description: "What the newest held end-of-day chain of an index underlying can establish." })
export class HedgeChainEvidence {
  @Field(() => String) underlying!: string;
  @Field(() => String, { description: "held, or no_chain_held." }) status!: string;
  @Field(() => String, opt) snapshotDate!: string | null;
  @Field(() => Boolean, { ...opt, description: "The snapshot is older than the last final close." })
  isStale!: boolean | null;
  @Field(() => Int, {
    description: "Snapshot dates held by the clock (the IV history an IV rank could use).",
  })
  snapshotDatesHeld!: number;
  @Field(() => Int) contracts!: number;
  @Field(() => Int) calls!: number;
  @Field(() => Int) puts!: number;
  @Field(() => Int, { description: "Contracts whose open interest is reported." })
  contractsWithOpenInterest!: number;
  @Field(() => Int) expiries!: number;
  @Field(() => Int, { ...opt, description: "Calendar days from the snapshot to the nearest expiry." })
  nearestExpiryDays!: number | null;
  @Field(() => Int, opt) farthestExpiryDays!: number | null;
  @Field(() => Float, opt) strikeMin!: number | null;
  @Field(() => Float, opt) strikeMax!: number | null;
  @Field(() => Float, { ...opt, description: "The underlying's close on the snapshot date, as traded." })
  spot!: number | null;
  @Field(() => String, opt) spotReason!: string | null;
  @Field(() => [String]) sourceFiles!: string[];
}

@ObjectType({
  description:
    "Index hedge proposals: protective puts, an IV term-structure note, no collar; each rule withheld with what it lacks.",
})
export class Hedging {
  @Field(() => [HedgeProposal], { ...opt, description: "Null while every rule is withheld." })
  proposals!: HedgeProposal[] | null;
  @Field(() => String, opt) proposalsReason!: string | null;
  @Field(() => [HedgeRuleVerdict]) withheldRules!: HedgeRuleVerdict[];
  @Field(() => [HedgeChainEvidence]) chains!: HedgeChainEvidence[];
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
