import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { BOOK_BASIS, HOUSE_BOOK, POSITION_SIDE, POSITION_WEIGHT } from "../descriptions.js";
import { HouseBook } from "./houseBook.js";

@ObjectType({ description: "One position under one shock: its beta to the factor and its impact." })
export class StressPosition {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: POSITION_SIDE }) side!: string;
  @Field(() => Float, { description: POSITION_WEIGHT }) weight!: number;
  @Field(() => Float, {
    nullable: true,
    description: "OLS slope of the position's daily returns on the factor's.",
  })
  beta!: number | null;
  @Field(() => Float, { nullable: true, description: "R² of that regression." }) rSquared!: number | null;
  @Field(() => Int, {
    description:
      "Daily returns the beta is estimated on: the window's, or those from the position's first close in it (a pick listed during the window; at least 252); 0 without a beta.",
  })
  observations!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Signed weight × beta × shock, a fraction of the book's value.",
  })
  impact!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why beta is null: the position or factor lacks universe closes over the window, or the position holds fewer than 252 of its returns.",
  })
  nullReason!: string | null;
}

@ObjectType({ description: "A defined shock to one factor and what it does to the book." })
export class StressScenario {
  @Field(() => String, { description: "The shock's stable id (us_equities_down_10, nasdaq_100_down_15, …)." })
  id!: string;
  @Field(() => String, { description: "The shock in words: the factor and its move." }) description!: string;
  @Field(() => String, { description: "The universe ETF standing for the factor." }) factor!: string;
  @Field(() => Float, { description: "The factor's return in the scenario, a fraction (-0.1 = down 10%)." })
  shock!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Σ position impacts: the book's return in the scenario.",
  })
  bookReturn!: number | null;
  @Field(() => String, { nullable: true, description: "Why book_return is null: a position without a beta." })
  bookReturnReason!: string | null;
  @Field(() => [StressPosition], { description: "Each position under the shock, with its beta and impact." })
  positions!: StressPosition[];
}

@ObjectType({
  description: "The house book under defined factor shocks, through betas from the daily universe.",
})
export class PortfolioStress {
  @Field(() => String, { description: BOOK_BASIS }) bookBasis!: string;
  @Field(() => HouseBook, { description: HOUSE_BOOK }) book!: HouseBook;
  @Field(() => String, { description: "The universe the betas are estimated on." }) universe!: string;
  @Field(() => String, {
    description:
      "How the betas are estimated: OLS with intercept of daily total returns on the factor ETF's, both from the daily universe.",
  })
  betaBasis!: string;
  @Field(() => Int, {
    description: "Daily returns of the window; a position listed during it has fewer (its observations).",
  })
  betaObservations!: number;
  @Field(() => String, { nullable: true, description: "Close the first return starts from." })
  betaWindowStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the window's last close; null when no universe session is visible (null_reason).",
  })
  betaWindowEnd!: string | null;
  @Field(() => String, { nullable: true, description: "The newest close used (= beta_window_end)." })
  asOf!: string | null;
  @Field(() => Boolean, {
    description: "True when as_of is null or older than the last final close at the clock.",
  })
  isStale!: boolean;
  @Field(() => Int, { nullable: true, description: "XNYS sessions closed since as_of." }) ageSessions!:
    | number
    | null;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => [StressScenario], { description: "Every defined shock, in a fixed order." })
  scenarios!: StressScenario[];
  @Field(() => String, {
    nullable: true,
    description: "Why the window is empty: no universe session is visible.",
  })
  nullReason!: string | null;
}
