import { Field, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { ORDER_QTY, ORDER_SIDE, WINDOW_END_NEWEST_BAR } from "../descriptions.js";
import { SMART_ROUTE_FIGURES } from "../domain/smartRoute.js";
import { ExecutionSide } from "./execution.js";

const opt = { nullable: true } as const;

@ObjectType({
  description:
    "The venue mix lit/dark/algo and what it rests on; withheld (null with its reason) while no venue data is held.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class SmartRoute {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: ORDER_QTY }) qty!: number;
  @Field(() => ExecutionSide, { description: ORDER_SIDE }) side!: ExecutionSide;

  @FigureFields(SMART_ROUTE_FIGURES, {
    descriptions: {
      litPct: "Share of the order for lit exchanges, percent; withheld.",
      darkPct: "Share for dark pools (ATS), percent; withheld.",
      algoPct: "Share worked by an algorithm over time, percent; withheld.",
      advShares: "Average daily volume of the newest 20 daily bars, shares.",
      participationOfAdv: "qty / adv_shares.",
      displayedSizeShares:
        "Median size at the best quote on the side the order takes (ask for a buy, bid for a sell).",
      qtyOverDisplayedSize: "qty / displayed_size_shares: how many best quotes the order would sweep.",
    },
  })
  readonly figures?: never;

  @Field(() => String, { description: "What the mix rests on; here, why it is withheld." }) basis!: string;
  @Field(() => String, { ...opt, description: WINDOW_END_NEWEST_BAR }) advWindowEnd!: string | null;
  @Field(() => String, { ...opt, description: "The minute-quote session the displayed size is from." })
  displayedSizeAsOf!: string | null;
  @Field(() => Int, { description: "Quote minutes behind displayed_size_shares." })
  displayedSizeMinutes!: number;
  @Field(() => Boolean, { description: "True when an input is older than the last final close." })
  isStale!: boolean;
  @Field(() => FieldMap, { description: "Why a null field is null." }) withheld!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}

export interface SmartRoute extends Figures<typeof SMART_ROUTE_FIGURES> {}
