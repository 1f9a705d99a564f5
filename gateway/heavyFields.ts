/**
 * The heavy work an operation selects: each root field whose price declares `work` (the catalogue's
 * CPU milliseconds, carried by schema/pricing.json), counted once per time the operation selects
 * it — each alias, and a fragment once per spread. `@skip`/`@include` are not evaluated: a
 * directive can only remove a field, so the count holds whatever the variables say.
 *
 * One count for every limit on heavy work: the document limits (gateway/queryLimits.ts: the fields
 * per document and their work in the cost) and the per-key cap (access/plugins/heavyCap.ts).
 */
import {
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { PricingTable } from "./access/pricingTable.js";

/** `Query.cpcv` → its work in CPU milliseconds; a field absent is no heavy work. */
export type WorkTable = ReadonlyMap<string, number>;

export function workTableOf(pricing: Pick<PricingTable, "roots">): WorkTable {
  return new Map(
    Object.entries(pricing.roots).flatMap(([field, price]) =>
      price?.work === undefined ? [] : [[field, price.work] as const],
    ),
  );
}

export interface HeavySelection {
  /** Heavy fields selected, each alias and each fragment spread counted. */
  count: number;
  /** Their work summed, in CPU milliseconds. */
  work: number;
  /** How often each heavy field is selected, by field name. */
  fields: ReadonlyMap<string, number>;
}

type Counts = Map<string, number>;

function add(into: Counts, from: ReadonlyMap<string, number>): void {
  for (const [field, count] of from) into.set(field, (into.get(field) ?? 0) + count);
}

/**
 * The heavy root fields of one operation. `fragment` finds a fragment by name. Each fragment is
 * walked once and its count reused at every spread, so a fragment that spreads another twice, and
 * so on, costs its size to count, not its expansion; a fragment cycle (which validation refuses
 * after the limits) counts nothing.
 */
export function heavySelection(
  operation: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  rootType: string,
  table: WorkTable,
): HeavySelection {
  const memo = new Map<string, Counts>();
  const walking = new Set<string>();

  function countsOf(selectionSet: SelectionSetNode): Counts {
    const counts: Counts = new Map();
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (table.has(`${rootType}.${name}`)) counts.set(name, (counts.get(name) ?? 0) + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(counts, countsOf(selection.selectionSet));
      } else {
        add(counts, spreadCounts(selection.name.value));
      }
    }
    return counts;
  }

  function spreadCounts(name: string): Counts {
    const known = memo.get(name);
    if (known) return known;
    const definition = fragment(name);
    if (!definition || walking.has(name)) return new Map();
    walking.add(name);
    const counts = countsOf(definition.selectionSet);
    walking.delete(name);
    memo.set(name, counts);
    return counts;
  }

  const fields = countsOf(operation.selectionSet);
  let count = 0;
  let work = 0;
  for (const [name, times] of fields) {
    count += times;
    work += times * (table.get(`${rootType}.${name}`) ?? 0);
  }
  return { count, work, fields };
}

/** `cpcv ×20, portfolioVar`: the heavy fields of a selection, for a message. */
export function describeHeavy(selection: HeavySelection): string {
  return [...selection.fields].map(([name, times]) => (times > 1 ? `${name} ×${times}` : name)).join(", ");
}
