/**
 * The figures of a domain's table (kit/figures.ts) as fields of a type-graphql object type: one
 * nullable Float per figure, in the table's order, placed where the decorated property stands in
 * the class (type-graphql prints fields in the order they are declared). The placeholder itself
 * is no field. Merge `Figures<typeof TABLE>` into the class's type for the properties' types.
 *
 *   @ObjectType()
 *   export class GrowthRow {
 *     @Field(() => String) ticker!: string;
 *     @FigureFields(GROWTH_FIGURES, { descriptions: { revenueGrowth: "Percent." } }) readonly figures?: never;
 *     @Field(() => String, { nullable: true }) source!: string | null;
 *   }
 *   export interface GrowthRow extends Figures<typeof GROWTH_FIGURES> {}
 */
import { Field, Float } from "type-graphql";
import type { FigureTable } from "./figures.js";

export interface FigureFieldOptions<T extends FigureTable> {
  /** Per field. */
  descriptions?: Partial<Record<keyof T, string>>;
  /** Of every field without its own. */
  description?: string;
}

export function FigureFields<T extends FigureTable>(
  table: T,
  options: FigureFieldOptions<T> = {},
): PropertyDecorator {
  return (prototype) => {
    for (const field of Object.keys(table) as (keyof T & string)[]) {
      const description = options.descriptions?.[field] ?? options.description;
      Field(() => Float, { nullable: true, ...(description ? { description } : {}) })(prototype, field);
    }
  };
}
