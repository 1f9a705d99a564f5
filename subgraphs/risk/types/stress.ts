import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { HouseBook } from "./houseBook.js";

@ObjectType({ description: "One position under one shock: its beta to the factor and its impact." })
export class StressPosition {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) side!: string;
  @Field(() => Float) weight!: number;
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
  @Field(() => String) id!: string;
  @Field(() => String) description!: string;
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
  @Field(() => [StressPosition]) positions!: StressPosition[];
}

@ObjectType({
  description: "The house book under defined factor shocks, through betas from the daily universe.",
})
export class PortfolioStress {
  @Field(() => String) bookBasis!: string;
  @Field(() => HouseBook) book!: HouseBook;
  @Field(() => String, { description: "The universe the betas are estimated on." }) universe!: string;
  @Field(() => String) betaBasis!: string;
  @Field(() => Int, {
    description: "Daily returns of the window; a position listed during it has fewer (its observations).",
  })
  betaObservations!: number;
  @Field(() => String, { nullable: true, description: "Close the first return starts from." })
  betaWindowStart!: string | null;
  @Field(() => String, { nullable: true }) betaWindowEnd!: string | null;
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
  @Field(() => [StressScenario]) scenarios!: StressScenario[];
  @Field(() => String, {
    nullable: true,
    description: "Why the window is empty: no universe session is visible.",
  })
  nullReason!: string | null;
}
