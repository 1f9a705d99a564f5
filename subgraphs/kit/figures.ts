/**
 * A wide row's figures declared once, as a table: field → unit, in the order the fields are
 * served. A domain keeps its table beside the computation (pure data); from it come the GraphQL
 * fields (`FigureFields`, kit/tableFields.ts), the answer's `units` map and the all-null row.
 *
 *   export const GROWTH_FIGURES = { revenue: "usd", revenueGrowth: "percent" } as const;
 *   unitsOf(GROWTH_FIGURES)      // { revenue: "usd", revenueGrowth: "percent" }
 *   nullFigures(GROWTH_FIGURES)  // { revenue: null, revenueGrowth: null }
 */
export type FigureTable = Readonly<Record<string, string>>;

/** The figures of a row, each a number or null (T: a table keyed by figure). */
export type Figures<T> = { [K in keyof T]: number | null };

/** Field → unit, a fresh object per call (answers may add to it). */
export function unitsOf<T extends FigureTable>(table: T): Record<keyof T & string, string> {
  return { ...table };
}

/** Every figure of the table null: the row of a company that has none. */
export function nullFigures<T extends FigureTable>(table: T): { [K in keyof T]: null } {
  return Object.fromEntries(Object.keys(table).map((field) => [field, null])) as { [K in keyof T]: null };
}

/** The same unit for every field named. */
export function figuresIn<const F extends string, U extends string>(
  unit: U,
  fields: readonly F[],
): Record<F, U> {
  return Object.fromEntries(fields.map((field) => [field, unit])) as Record<F, U>;
}
