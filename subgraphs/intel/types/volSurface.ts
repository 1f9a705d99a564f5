import { Field, Float, Int, ObjectType } from "type-graphql";
import { CHAIN_SOURCE, NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { CHAIN_SOURCE_FILES, EXPIRY_GROUP } from "../descriptions.js";

@ObjectType({ description: "At-the-money implied volatility of one expiry." })
export class VolSurfaceExpiry {
  @Field(() => String, { description: EXPIRY_GROUP }) expiry!: string;
  @Field(() => Int, { description: "Calendar days from the snapshot date." }) dte!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The strike nearest the spot whose close implies a volatility.",
  })
  atmStrike!: number | null;
  @Field(() => Float, { nullable: true, description: "Fraction per √year." }) callIv!: number | null;
  @Field(() => Float, { nullable: true, description: "Fraction per √year." }) putIv!: number | null;
  @Field(() => Float, { nullable: true, description: "Mean of call_iv and put_iv where both exist." })
  atmIv!: number | null;
  @Field(() => String, {
    description:
      "call_and_put, call_only or put_only: the sides atm_iv is read from; unavailable when it is null.",
  })
  status!: string;
  @Field(() => String, { nullable: true, description: "Why atm_iv is null." }) reason!: string | null;
}

@ObjectType({ description: "The surface at a constant maturity, interpolated in total variance." })
export class VolSurfacePoint {
  @Field(() => Float, { description: "Calendar days." }) days!: number;
  @Field(() => Float, { nullable: true, description: "Fraction per √year." }) iv!: number | null;
  @Field(() => Float, { nullable: true, description: "iv² × days / 365." }) totalVariance!: number | null;
  @Field(() => String, {
    description: "interpolated (between two expiries), at_held_expiry, or unavailable when iv is null.",
  })
  status!: string;
  @Field(() => String, { nullable: true, description: "Why iv is null (no extrapolation)." }) reason!:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The held expiry at or before the maturity the point is interpolated from; null when iv is null.",
  })
  lowerExpiry!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The held expiry at or after the maturity the point is interpolated to; null when iv is null.",
  })
  upperExpiry!: string | null;
}

@ObjectType({ description: "The snapshot dates held and visible at the clock." })
export class AvailableDates {
  @Field(() => String, { description: "ISO date of the oldest snapshot visible." }) start!: string;
  @Field(() => String, { description: "ISO date of the newest snapshot visible." }) end!: string;
  @Field(() => Int, { description: "Snapshot dates visible." }) count!: number;
}

@ObjectType({ description: "When the surface was due to be refreshed." })
export class SurfaceFreshness {
  @Field(() => String, {
    description: "The next trading day after as_of: when the next end-of-day chain was due.",
  })
  nextDue!: string;
  @Field(() => String, { description: "The last date whose close was final at the clock." })
  visibleThrough!: string;
}

@ObjectType({ description: "Implied-volatility surface (at the money) of one held option chain snapshot." })
export class VolSurface {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The chain's snapshot date (end of day)." }) asOf!: string;
  @Field(() => Int, { description: "Calendar days from as_of to the clock's date." }) ageDays!: number;
  @Field(() => Boolean, { description: "True when a newer end-of-day chain was due by the clock." })
  isStale!: boolean;
  @Field(() => AvailableDates, {
    description: "The range of snapshot dates visible: oldest, newest and how many.",
  })
  availableDates!: AvailableDates;
  @Field(() => SurfaceFreshness, {
    description: "When the next end-of-day chain was due, and the last final close at the clock.",
  })
  freshness!: SurfaceFreshness;
  @Field(() => Float, { nullable: true, description: "The underlying's close on as_of, as traded." })
  spot!: number | null;
  @Field(() => [VolSurfacePoint], { description: "The asked maturity, or 30, 60, 91, 182 and 365 days." })
  points!: VolSurfacePoint[];
  @Field(() => [VolSurfaceExpiry], { description: "Nearest expiry first, at most limit." })
  expiries!: VolSurfaceExpiry[];
  @Field(() => Int, { description: "Expiries listed (at most limit)." }) count!: number;
  @Field(() => String, { description: "How implied volatility was obtained." }) model!: string;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => Int, { description: "Stale pre-split duplicate contracts left out." })
  preSplitContractsExcluded!: number;
  @Field(() => String, { description: CHAIN_SOURCE }) source!: string;
  @Field(() => [String], { description: CHAIN_SOURCE_FILES }) sourceFiles!: string[];
  @Field(() => String, { description: NOTE }) note!: string;
}
