/**
 * The figures of a domain's table (kit/figures.ts, or any table keyed by figure such as a table of
 * statement lines) as fields of a type-graphql object type: one nullable Float per key, in the
 * table's order, placed where the decorated property stands in
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

export interface FigureFieldOptions<T extends FigureKeys> {
  /** Per field. */
  descriptions?: Partial<Record<keyof T, string>>;
  /** Of every field without its own. */
  description?: string;
  /** Only the table's fields this admits (a table whose fields are served in two runs). */
  pick?: (field: keyof T & string) => boolean;
}

/** A table whose keys are figures (its values: units, concepts, definitions, …). */
export type FigureKeys = Readonly<Record<string, unknown>>;

export function FigureFields<T extends FigureKeys>(
  table: T,
  options: FigureFieldOptions<T> = {},
): PropertyDecorator {
  return (prototype) => {
    for (const field of Object.keys(table) as (keyof T & string)[]) {
      if (options.pick && !options.pick(field)) continue;
      const description = options.descriptions?.[field] ?? options.description;
      Field(() => Float, { nullable: true, ...(description ? { description } : {}) })(prototype, field);
    }
  };
}
