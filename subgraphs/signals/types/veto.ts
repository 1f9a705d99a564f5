/** The veto state's answer (svc_v3_signals_veto). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "One veto rule, evaluated from held data or listed as not evaluated." })
export class Veto {
  @Field(() => String, {
    description:
      "The rule's id: regime_risk_off, vix_spike, vix_extreme, credit_spread_widening, market_wide_circuit_breaker, prediction_book_stale or position_concentration.",
  })
  id!: string;
  @Field(() => String, { description: "risk, regime or circuit_breaker." }) kind!: string;
  @Field(() => String, { description: "active, inactive or not_evaluated." }) status!: string;
  @Field(() => Boolean, { nullable: true, description: "null when not evaluated (status, reason)." })
  active!: boolean | null;
  @Field(() => Float, { nullable: true, description: "The figure the rule compared, in `unit`." })
  value!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "The rule's threshold, in `unit`; null for a label rule.",
  })
  threshold!: number | null;
  @Field(() => String, {
    description:
      "The unit of value and threshold: label, ratio, index_points, basis_points, percent, sessions or fraction.",
  })
  unit!: string;
  @Field(() => String, { nullable: true, description: "Date of the newest input the rule read." })
  asOf!: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True when as_of is more than 2 NYSE sessions before the last final close.",
  })
  stale!: boolean | null;
  @Field(() => String, { description: "Why the rule decided as it did, or why it was not evaluated." })
  reason!: string;
  @Field(() => String, { description: "The rule in words." }) rule!: string;
}

@ObjectType({ description: "Active risk, regime and circuit-breaker vetoes." })
export class VetoState {
  @Field(() => Boolean, { description: "True when any evaluated veto is active." }) anyActive!: boolean;
  @Field(() => Int, { description: "Evaluated vetoes that are active." }) activeCount!: number;
  @Field(() => Int, { description: "Rules evaluated from held data." }) evaluatedCount!: number;
  @Field(() => Int, {
    description: "Rules not evaluated because their input is not held here (not the same as inactive).",
  })
  notEvaluatedCount!: number;
  @Field(() => [String], { description: "Ids of the active vetoes." }) activeVetoes!: string[];
  @Field(() => [Veto], {
    description: "Every rule, evaluated or not, with its figure, threshold and reason.",
  })
  vetoes!: Veto[];
  @Field(() => String, { nullable: true, description: "The newest input date of the evaluated rules." })
  asOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "no_rule_evaluated when as_of is null; null otherwise.",
  })
  asOfReason!: string | null;
  @Field(() => Boolean, { description: "True when any evaluated rule read stale inputs." }) stale!: boolean;
  @Field(() => Int, {
    description:
      "2: a rule whose newest input is more than this many NYSE sessions before the last final close read stale inputs.",
  })
  staleAfterSessions!: number;
  @Field(() => String, { description: NOTE }) note!: string;
}
